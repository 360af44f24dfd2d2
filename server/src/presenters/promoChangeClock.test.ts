import { describe, expect, it } from "vitest";
import type { PromoCode } from "../../../common/contracts";
import { nextPromoChange, promoChangeClock } from "./promoCodes";

function promo(id: number, starts_at: string | null, expiry_date: string | null, is_active = true): PromoCode {
  return {
    id,
    code: `CLOCK${id}`,
    title: `Code ${id}`,
    description: "",
    discount_percentage: 10,
    discount_amount: null,
    starts_at,
    expiry_date,
    display_location: "hero",
    button_text: "Order",
    button_url: "/order",
    is_active,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

const at = (iso: string) => new Date(iso);

describe("promoChangeClock", () => {
  it("gives what nextPromoChange gives at every moment, reading the codes only when the answer can have changed", () => {
    const codes = [
      promo(1, "2026-05-01T10:00:00.000Z", "2026-05-03T00:00:00.000Z"),
      promo(2, null, "2026-05-02T12:30:00.000Z"),
      promo(3, "2026-05-01T09:00:00.000Z", null, false),
      promo(4, null, "2026-05-01T10:00:00Z"),
    ];
    let reads = 0;
    const clock = promoChangeClock();
    const read = () => {
      reads++;
      return codes;
    };
    const moments = [
      "2026-04-30T00:00:00.000Z",
      "2026-04-30T00:00:01.000Z",
      "2026-05-01T09:59:59.999Z",
      "2026-05-01T10:00:00.000Z",
      "2026-05-01T10:00:00.500Z",
      "2026-05-01T10:00:01.000Z",
      "2026-05-02T00:00:00.000Z",
      "2026-05-02T12:30:00.000Z",
      "2026-05-02T12:30:00.001Z",
      "2026-05-04T00:00:00.000Z",
      "2026-05-01T00:00:00.000Z",
      "2026-05-09T00:00:00.000Z",
    ];
    for (const moment of moments) expect(clock("1", read, at(moment))).toBe(nextPromoChange(codes, at(moment)));
    // Read again only at the first moment, after each change had come, and after the clock went back.
    expect(reads).toBeLessThan(moments.length);
    // Between two changes, a request a second reads the codes once (here after the clock went back).
    reads = 0;
    for (let second = 0; second < 100; second++) {
      const now = new Date(Date.parse("2026-04-30T00:00:00.000Z") + second * 1000);
      expect(clock("1", read, now)).toBe("2026-05-01T10:00:00.000Z");
    }
    expect(reads).toBe(1);
  });

  it("works the answer out again when the codes change", () => {
    const clock = promoChangeClock();
    const now = at("2026-05-01T00:00:00.000Z");
    expect(clock("1", () => [promo(1, null, "2026-06-01T00:00:00.000Z")], now)).toBe("2026-06-01T00:00:00.000Z");
    expect(clock("2", () => [promo(1, null, "2026-05-15T00:00:00.000Z")], now)).toBe("2026-05-15T00:00:00.000Z");
    expect(clock("3", () => [], now)).toBe("none");
  });
});
