import { describe, expect, it } from "vitest";
import { removedInWords, timeAgo } from "./overviewFormat";

describe("overview words", () => {
  it("names every kind removed, in the singular where one", () => {
    expect(removedInWords({ plans: 9, categories: 3, promo_codes: 3, texts: 31 })).toBe("9 plans, 3 categories and 3 promo codes, and replaced 31 demo texts");
    expect(removedInWords({ plans: 1, categories: 0, promo_codes: 1, texts: 1 })).toBe("1 plan, 0 categories and 1 promo code, and replaced 1 demo text");
  });

  it("says how long ago a time was, in the language given", () => {
    const now = Date.parse("2026-03-10T12:00:00.000Z");
    expect(timeAgo("2026-03-10T12:00:00.000Z", now, "en")).toBe("just now");
    expect(timeAgo("2026-03-10T11:59:30.000Z", now, "en")).toBe("just now");
    expect(timeAgo("2026-03-10T11:55:00.000Z", now, "en")).toBe("5 minutes ago");
    expect(timeAgo("2026-03-10T09:00:00.000Z", now, "en")).toBe("3 hours ago");
    expect(timeAgo("2026-03-09T10:00:00.000Z", now, "en")).toBe("yesterday");
    expect(timeAgo("2026-03-07T12:00:00.000Z", now, "de")).toBe("vor 3 Tagen");
    expect(timeAgo("not a date", now, "en")).toBe("not a date");
  });
});
