import { describe, expect, it } from "vitest";
import type { BillingTerm } from "../../../common/billingTerms";
import type { SystemStatus } from "../../../common/contracts";
import { FALLBACK_SECTIONS, plansOfFallbackGroup, SPACE_FACTS, withFallback, FALLBACK_HERO } from "./fallbacks";
import { anchorHref, externalProps, initialsOf } from "./links";
import { customPageSlugOf, pageKindOf } from "../../../common/publicPages";
import { RESERVED_SLUGS } from "../../../common/reservedSlugs";
import { catalogFor } from "./i18n/catalog";
import { money } from "../../../common/money";
import { discountLabel, formatExpiry, pricingPromoSection, promoForSlot, promoSectionFacts, promoTerm } from "./promoCodes";
import { statusTexts } from "../../../common/i18n/pageTexts";
import { badgeReason, badgeView, pollSeconds } from "./statusView";

const english = statusTexts(catalogFor("en"));

describe("status badge view", () => {
  it("starts at checking, follows the server's code (never its text), and is unknown on failure", () => {
    expect(badgeView(null, false, english)).toEqual({ state: "checking", text: "Checking...", dot: "empty" });
    expect(badgeView({ status: "operational", code: "operational", text: "", checked_at: null }, false, english)).toEqual({
      state: "operational",
      text: "All Systems Operational",
      dot: "filled",
    });
    expect(badgeView({ status: "degraded", code: "degraded", text: "Slow API", checked_at: null }, false, english)).toEqual({
      state: "degraded",
      text: "Partially Degraded Service",
      dot: "half",
    });
    expect(badgeView({ status: "degraded", code: "maintenance", text: "Anything", checked_at: null }, false, english).text).toBe("Under Maintenance");
    expect(badgeView({ status: "down", code: "down", text: "Outage", checked_at: null }, false, english)).toEqual({
      state: "down",
      text: "Major Outage",
      dot: "filled",
    });
    expect(badgeView({ status: "unknown", code: "not_configured", text: "monitor not configured", checked_at: null }, false, english)).toEqual({
      state: "unknown",
      text: "Status Unknown",
      dot: "empty",
    });
    expect(badgeView({ status: "operational", code: "operational", text: "", checked_at: null }, true, english)).toEqual({
      state: "unknown",
      text: "Status Unknown",
      dot: "empty",
    });
  });

  it("polls every 10–300 seconds, 30 by default", () => {
    expect(pollSeconds(undefined)).toBe(30);
    expect(pollSeconds(0)).toBe(30);
    expect(pollSeconds(5)).toBe(10);
    expect(pollSeconds(45)).toBe(45);
    expect(pollSeconds(1000)).toBe(300);
  });
});

describe("promo slots", () => {
  const promo = (fields: Record<string, unknown>) =>
    ({
      id: 1,
      code: "X",
      title: "t",
      description: "",
      discount_percentage: null,
      discount_amount: null,
      expiry_date: null,
      display_location: "hero",
      button_text: "",
      button_url: "",
      is_active: true,
      ...fields,
    }) as never;

  it("keeps active, unexpired codes of the slot only", () => {
    const now = Date.parse("2030-01-01T00:00:00Z");
    const promos = [
      promo({ id: 1, is_active: false }),
      promo({ id: 2, expiry_date: "2029-12-31T00:00:00Z" }),
      promo({ id: 3, display_location: "pricing" }),
      promo({ id: 4, expiry_date: "2030-02-01T00:00:00Z" }),
    ];
    expect(promoForSlot(promos, "hero", now)?.id).toBe(4);
    expect(promoForSlot(promos, "pricing", now)?.id).toBe(3);
    expect(promoForSlot(promos, "floating", now)).toBeUndefined();
  });

  it("labels discounts and formats expiry dates", () => {
    expect(discountLabel({ discount_percentage: 20, discount_amount: null }, money("en", "USD"))).toBe("20% off");
    expect(discountLabel({ discount_percentage: null, discount_amount: 5.5 }, money("en", "USD"))).toBe("$5.50 off");
    expect(discountLabel({ discount_percentage: null, discount_amount: 5.5 }, money("de", "EUR"), catalogFor("de").promo)).toBe("5,50\u00a0€ Rabatt");
    expect(discountLabel({ discount_percentage: null, discount_amount: null }, money("en", "USD"))).toBe("");
    expect(formatExpiry("2030-03-05T12:00:00Z", false)).toBe("Mar 5, 2030");
    expect(formatExpiry("not a date", true)).toBe("");
  });
});

describe("links", () => {
  it("points anchors back home from other pages and opens external links safely", () => {
    expect(anchorHref("#hosting", true)).toBe("#hosting");
    expect(anchorHref("#hosting", false)).toBe("/#hosting");
    expect(anchorHref("/terms", false)).toBe("/terms");
    expect(externalProps("https://example.com")).toEqual({ target: "_blank", rel: "noopener noreferrer" });
    expect(externalProps("#about")).toEqual({});
  });

  it("makes the two-letter logo fallback", () => {
    expect(initialsOf("Nebula Hosting")).toBe("NH");
    expect(initialsOf("acme")).toBe("AC");
    expect(initialsOf("  ")).toBe("HS");
  });
});

describe("page data", () => {
  it("maps paths to pages", () => {
    expect(pageKindOf("/")).toBe("home");
    expect(pageKindOf("/terms")).toBe("terms");
    expect(pageKindOf("/privacy")).toBe("privacy");
    expect(pageKindOf("/imprint")).toBe("imprint");
    expect(pageKindOf("/status")).toBe("status");
    expect(pageKindOf("/locations")).toBe("locations");
    expect(pageKindOf("/compare/vps")).toBe("compare");
    expect(pageKindOf("/compare")).toBe("not-found");
    expect(pageKindOf("/compare/VPS")).toBe("not-found");
    expect(pageKindOf("/data-centres")).toBe("page");
    expect(pageKindOf("/admin-ish")).toBe("page");
    expect(customPageSlugOf("/data-centres")).toBe("data-centres");
  });

  it("never takes a reserved address, a path with folders or an address no page can have for a page", () => {
    for (const slug of RESERVED_SLUGS) {
      if (!["terms", "privacy", "imprint", "status", "locations"].includes(slug)) expect(pageKindOf(`/${slug}`), slug).toBe("not-found");
    }
    for (const path of ["/admin/pages", "/api/pages", "/a/b", "/About", "/-lead", "/trail-", "/dot.html", "/x".padEnd(63, "x"), "", "/"]) {
      expect(customPageSlugOf(path), path).toBeNull();
    }
    expect(pageKindOf("/a/b")).toBe("not-found");
  });
});

describe("fallbacks", () => {
  it("fills empty fields of a block from the fallback", () => {
    expect(withFallback({ title: "Own title", description: "" }, FALLBACK_HERO)).toMatchObject({
      title: "Own title",
      description: FALLBACK_HERO.description,
      button_url: "#hosting",
    });
  });

  it("has the fixed sections and five space facts", () => {
    expect(FALLBACK_SECTIONS.map((section) => [section.key, section.groups.map((group) => group.sub_type)])).toEqual([
      ["hosting", ["ssd", "hdd"]],
      ["vps", ["standard", "performance"]],
      ["gameservers", ["standard", "performance"]],
    ]);
    expect(SPACE_FACTS).toHaveLength(5);
  });

  it("groups plans by type and sub_type, a plan without sub_type in the first group", () => {
    let id = 0;
    const plan = (name: string, type: string, sub_type: string, display_order = 0) => ({ id: ++id, name, type, sub_type, display_order });
    const plans = [plan("B", "shared", "ssd", 2), plan("A", "shared", "ssd", 1), plan("C", "shared", "hdd"), plan("D", "shared", ""), plan("E", "vps", "ssd")];
    const [ssd, hdd] = FALLBACK_SECTIONS[0].groups;
    expect(plansOfFallbackGroup(plans, ssd, true).map((p) => p.name)).toEqual(["D", "A", "B"]);
    expect(plansOfFallbackGroup(plans, hdd, false).map((p) => p.name)).toEqual(["C"]);
  });

  it("orders a fallback group's plans as everywhere else: display_order, then name without regard to case, then id", () => {
    const plans = [
      { id: 1, name: "beta", type: "vps", sub_type: "standard", display_order: 1 },
      { id: 2, name: "Alpha", type: "vps", sub_type: "standard", display_order: 1 },
      { id: 3, name: "alpha", type: "vps", sub_type: "standard", display_order: 1 },
    ];
    expect(plansOfFallbackGroup(plans, FALLBACK_SECTIONS[1].groups[0], true).map((p) => p.id)).toEqual([2, 3, 1]);
  });
});

describe("badgeReason", () => {
  it("gives the text of an unknown status's reason code, or that loading failed; nothing for a known status", () => {
    const unknown = (code: SystemStatus["code"], text = "reworded at will") => ({ status: "unknown" as const, code, text, checked_at: null });
    expect(badgeReason(unknown("not_configured"), false, english)).toBe("Status monitor not configured");
    expect(badgeReason(unknown("api_key_rejected"), false, english)).toBe("API key rejected by the status monitor");
    expect(badgeReason(unknown("unreachable"), false, english)).toBe("Status monitor unreachable");
    expect(badgeReason(unknown("no_monitors"), false, english)).toBe("No Services Monitored");
    expect(badgeReason({ status: "operational", code: "operational", text: "All Systems Operational", checked_at: null }, false, english)).toBeNull();
    expect(badgeReason(null, false, english)).toBeNull();
    expect(badgeReason(unknown("not_configured"), true, english)).toBe("The status could not be loaded");
  });
});

describe("the pricing promo's section", () => {
  const promo = (title: string, description = "") => ({ title, description }) as never;
  it("reads the billing term a promo names, longest terms first", () => {
    expect(promoTerm(promo("Save 20% on yearly billing"))).toBe("annual");
    expect(promoTerm(promo("Half off", "when you pay semi-annually"))).toBe("semiannual");
    expect(promoTerm(promo("Two-year deal"))).toBe("biennial");
    expect(promoTerm(promo("Quarterly plans for less"))).toBe("quarterly");
    expect(promoTerm(promo("A year of tests for less"))).toBeNull();
    expect(promoTerm(promo("50% off your first month"))).toBeNull();
  });

  const open = (...terms: BillingTerm[]) => ({ terms, orderable: true });
  it("goes to the first category offering the promo's term, else the first", () => {
    const sections = [open(), open("quarterly", "annual"), open("annual")];
    expect(pricingPromoSection(promo("Save 20% on yearly billing"), sections)).toBe(1);
    expect(pricingPromoSection(promo("Save on triennial plans"), sections)).toBe(0);
    expect(pricingPromoSection(promo("10% off any plan"), sections)).toBe(0);
    expect(pricingPromoSection(undefined, sections)).toBe(0);
    expect(pricingPromoSection(promo("Yearly"), [open("annual"), open("annual")])).toBe(0);
  });

  it("never sits above a category whose plans are all sold out while another can be ordered from", () => {
    const soldOut = { terms: [], orderable: false };
    expect(pricingPromoSection(promo("10% off any plan"), [soldOut, open(), open("annual")])).toBe(1);
    expect(pricingPromoSection(promo("Save 20% on yearly billing"), [soldOut, open(), open("annual")])).toBe(2);
    expect(pricingPromoSection(promo("Save on triennial plans"), [soldOut, open("annual")])).toBe(1);
    expect(pricingPromoSection(promo("10% off any plan"), [soldOut, soldOut])).toBe(0);
    expect(pricingPromoSection(undefined, [])).toBe(0);
  });

  it("counts only the terms of plans that can be ordered", () => {
    const plan = (sold_out: boolean, pricing: Partial<Record<BillingTerm, number>>) => ({ sold_out, pricing });
    expect(promoSectionFacts([plan(true, { annual: 50 }), plan(false, { quarterly: 15 })])).toEqual({ terms: ["quarterly"], orderable: true });
    expect(promoSectionFacts([plan(true, { annual: 50 })])).toEqual({ terms: [], orderable: false });
  });
});
