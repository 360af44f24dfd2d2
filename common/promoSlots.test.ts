import { describe, expect, it } from "vitest";
import { sharedSlots, shownPromo, type SlotPromo } from "./promoSlots";

const now = new Date("2030-01-01T00:00:00Z");
const promo = (id: number, fields: Partial<SlotPromo> = {}): SlotPromo => ({ id, is_active: true, display_location: "hero", ...fields });

describe("which promo code a slot shows", () => {
  it("the oldest active code of the slot, whatever the list's order; switched off, scheduled and expired codes wait", () => {
    const promos = [
      promo(9),
      promo(2, { is_active: false }),
      promo(3, { starts_at: "2030-02-01T00:00:00Z" }),
      promo(4, { expiry_date: "2029-12-31T00:00:00Z" }),
      promo(7),
      promo(1, { display_location: "footer" }),
    ];
    expect(shownPromo(promos, "hero", now)?.id).toBe(7);
    expect(shownPromo(promos, "footer", now)?.id).toBe(1);
    expect(shownPromo(promos, "pricing", now)).toBeUndefined();
    expect(shownPromo(promos, "hero", new Date("2030-03-01T00:00:00Z"))?.id).toBe(3);
  });

  it("lists only the slots two or more active codes share, with the one shown and the ones waiting", () => {
    const promos = [
      promo(9),
      promo(7),
      promo(8, { is_active: false }),
      promo(5, { display_location: "pricing" }),
      promo(12),
      promo(1, { display_location: "footer" }),
    ];
    const shared = sharedSlots(promos, now);
    expect([...shared.keys()]).toEqual(["hero"]);
    expect(shared.get("hero")!.shown.id).toBe(7);
    expect(shared.get("hero")!.waiting.map((p) => p.id)).toEqual([9, 12]);
  });
});
