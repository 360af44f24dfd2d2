import { describe, expect, it } from "vitest";
import { fractionMap, markupProblem, percentMap } from "../blesta/markup";
import { canTestSmtp } from "../contact/smtpForm";
import { promoErrors, promoToForm } from "../promo/promoForm";
import { parseSettingsForm, settingsToForm } from "./settingsForm";

describe("site settings validation (SPEC §5)", () => {
  const base = settingsToForm({ site_title: "Site" });
  it("refuses an interval outside 10–300", () => {
    for (const bad of ["5", "301", "abc", ""]) {
      const result = parseSettingsForm({ ...base, status_update_interval: bad });
      expect(result).toHaveProperty("errors.status_update_interval");
    }
    expect(parseSettingsForm({ ...base, status_update_interval: "10" })).toHaveProperty("body.status_update_interval", 10);
  });
  it("requires URL-shaped addresses", () => {
    expect(parseSettingsForm({ ...base, status_page_url: "status page" })).toHaveProperty("errors.status_page_url");
    expect(parseSettingsForm({ ...base, status_page_url: "https://status.example.com" })).toHaveProperty("body");
  });
});

describe("billing markups are fractions shown as whole percent", () => {
  it("converts both ways", () => {
    expect(percentMap({ vps: 0.2, gameserver: 0.4, shared: 0.15 })).toEqual({ vps: 20, gameserver: 40, shared: 15 });
    expect(fractionMap({ vps: 20, dedicated: 10, shared: 15 })).toEqual({ vps: 0.2, dedicated: 0.1, shared: 0.15 });
  });
  it("allows 0–200 in steps of 5", () => {
    expect(markupProblem(200)).toBeNull();
    expect(markupProblem(7)).not.toBeNull();
    expect(markupProblem(205)).not.toBeNull();
  });
});

describe("SMTP test availability", () => {
  const form = { smtp_host: "smtp.x", smtp_port: 587, smtp_security: "tls" as const, smtp_username: "u", smtp_password: "", from_email: "", from_name: "" };
  it("needs host, username and a password (typed or stored)", () => {
    expect(canTestSmtp(form, false)).toBe(false);
    expect(canTestSmtp(form, true)).toBe(true);
    expect(canTestSmtp({ ...form, smtp_password: "p" }, false)).toBe(true);
    expect(canTestSmtp({ ...form, smtp_host: " ", smtp_password: "p" }, true)).toBe(false);
  });
});

describe("promo validation (SPEC §5)", () => {
  const valid = { ...promoToForm(null), code: "spring", title: "Spring", description: "10% off" };
  it("accepts a complete code", () => expect(promoErrors(valid)).toEqual({}));
  it("requires code, title and description", () => {
    expect(Object.keys(promoErrors(promoToForm(null))).sort()).toEqual(["code", "description", "title"]);
  });
  it("checks the discount range and whole percent", () => {
    expect(promoErrors({ ...valid, discount_percentage: "101" })).toHaveProperty("discount_percentage");
    expect(promoErrors({ ...valid, discount_percentage: "12.5" })).toHaveProperty("discount_percentage");
    expect(promoErrors({ ...valid, discount_amount: "-1" })).toHaveProperty("discount_amount");
  });
});
