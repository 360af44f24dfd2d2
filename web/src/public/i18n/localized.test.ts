import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contactReasonOf } from "../../../../common/contactOutcome";
import { PromoBanner } from "../components/PromoBanner";
import { termView } from "../components/termView";
import { dateLocale, formatExpiry } from "../dates";
import { money } from "../../../../common/money";
import { discountLabel } from "../promoCodes";
import { contactErrorText, contactTexts } from "../sections/contactTexts";
import { statusTexts } from "../../../../common/i18n/pageTexts";
import { badgeReason, badgeView } from "../statusView";
import { catalogFor } from "./catalog";
import { PageTextsProvider } from "./PageTexts";

const de = catalogFor("de");

/** The hero's promo banner for a code HELLO, in a page of `language`, with `fields` over the code's defaults. */
function promoBannerHtml(language: "en" | "de", fields: { button_text: string; expiry_date?: string }): string {
  const promo = { id: 1, code: "HELLO", title: "Hello", description: "", discount_percentage: null, discount_amount: null, expiry_date: null, button_url: "" };
  return renderToStaticMarkup(
    createElement(PageTextsProvider, {
      language,
      children: createElement(PromoBanner, { promo: { ...promo, ...fields } as never, slot: "hero", locale: { defaultCurrency: "EUR" } }),
    }),
  );
}

describe("texts made in code, in the page's language", () => {
  it("shows the status by its code in the page's language, whatever the server's English text says", () => {
    const texts = statusTexts(de);
    const operational = { status: "operational" as const, code: "operational" as const, text: "All Systems Operational", checked_at: null };
    expect(badgeView(operational, false, texts).text).toBe("Alle Systeme funktionieren");
    expect(badgeView({ status: "down", code: "down", text: "Major Outage", checked_at: null }, false, texts).text).toBe("Größerer Ausfall");
    expect(badgeView({ status: "degraded", code: "maintenance", text: "Reworded", checked_at: null }, false, texts).text).toBe(de.status.underMaintenance);
    expect(badgeView(null, false, texts).text).toBe("Wird geprüft...");
    expect(badgeView(operational, true, texts).text).toBe("Status unbekannt");
    expect(badgeReason(operational, true, texts)).toBe("Der Status konnte nicht geladen werden");
    const notConfigured = {
      status: "unknown" as const,
      code: "not_configured" as const,
      text: "Status Unknown (status monitor not configured)",
      checked_at: null,
    };
    expect(badgeReason(notConfigured, false, texts)).toBe("Statusmonitor nicht eingerichtet");
    expect(badgeReason({ ...notConfigured, code: "no_monitors" }, false, texts)).toBe(de.status.noServicesMonitored);
  });

  it("says the contact form's outcomes in the page's language, by the answer's codes", () => {
    const texts = contactTexts(de);
    const invalid = (field: string, code: string) =>
      contactReasonOf({ detail: "English words", code: "validation_failed", errors: [{ field, message: "x", code }] });
    expect(contactErrorText(texts, invalid("email", "invalid_email"))).toBe("Bitte geben Sie eine gültige E-Mail-Adresse an.");
    expect(contactErrorText(texts, invalid("message", "too_long"))).toMatch(/^Die Nachricht darf höchstens \d+ Zeichen lang sein\.$/);
    expect(contactErrorText(texts, contactReasonOf({ detail: "mail server on fire", code: "internal_error" }))).toBe(de.contact.reasons.failed);
    expect(contactErrorText(texts, contactReasonOf({ detail: "slow down", code: "rate_limited" }))).toBe(de.contact.reasons.rate_limited);
  });

  it("shows a promo's standard button text in the page's language and the administrator's own as written", () => {
    const html = (button_text: string) => promoBannerHtml("de", { button_text });
    expect(html("Copy Code")).toContain(">Code kopieren</button>");
    expect(html("")).toContain(">Code kopieren</button>");
    expect(html("Jetzt sichern")).toContain(">Jetzt sichern</button>");
    expect(html("Copy Code")).toContain('data-copied="Code HELLO in die Zwischenablage kopiert!"');
  });

  it("writes a promo's expiry in UTC in the page's language, and none for a stored value that is no date", () => {
    const banner = (language: "en" | "de", expiry_date: string) => promoBannerHtml(language, { expiry_date, button_text: "" });
    // Late on the 5th in UTC: the server writes the 5th whatever its own time zone.
    expect(banner("de", "2030-03-05T23:30:00Z")).toContain('<time dateTime="2030-03-05T23:30:00Z" data-enhance="local-date">5. März 2030</time>');
    expect(banner("en", "2030-03-05T23:30:00Z")).toContain(">Mar 5, 2030</time>");
    expect(banner("de", "2030-03-06T00:30:00Z")).toContain(">6. März 2030</time>");
    expect(banner("en", "not a date")).not.toContain("<time");
  });

  it("formats promo figures, dates and billing notes in the page's language", () => {
    expect(discountLabel({ discount_percentage: 20, discount_amount: null }, money("de", "EUR"), de.promo)).toBe("20\u00a0% Rabatt");
    expect(discountLabel({ discount_percentage: 12.5, discount_amount: null }, money("en", "USD"), catalogFor("en").promo)).toBe("12.5% off");
    expect(discountLabel({ discount_percentage: null, discount_amount: 10 }, money("de", "EUR"), de.promo)).toBe("10\u00a0€ Rabatt");
    expect(discountLabel({ discount_percentage: null, discount_amount: 10 }, money("en", "USD"), catalogFor("en").promo)).toBe("$10 off");
    expect(formatExpiry("2030-03-05T12:00:00Z", false, "de")).toBe("5. März 2030");
    expect(formatExpiry("2030-03-05T12:00:00Z", false, "en")).toBe("Mar 5, 2030");
    expect(termView({ price: 10, pricing: { annual: 96 } }, "annual", money("de", "EUR"), de.terms)).toEqual({
      term: "annual",
      amount: "8",
      note: "96\u00a0€ jährlich abgerechnet",
      save: "20 % sparen",
    });
  });

  it("writes dates in the browser in the visitor's locale when it is the page's language, else in the page's", () => {
    expect(dateLocale("en", ["en-GB", "de-DE"])).toBe("en-GB");
    expect(dateLocale("en", ["de-DE", "en-AU"])).toBe("en-AU");
    expect(dateLocale("en", ["de-DE"])).toBe("en");
    expect(dateLocale("de", ["en-US"])).toBe("de");
    expect(dateLocale("pt-BR", ["pt-PT"])).toBe("pt-PT");
    expect(dateLocale("", ["fr-CA"])).toBe("fr-CA");
    expect(formatExpiry("2030-03-05T12:00:00Z", true, dateLocale("de", ["en-US"]))).toMatch(/^\d{1,2}\.\d{1,2}\.2030$/);
  });
});
