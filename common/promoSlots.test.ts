import { describe, expect, it } from "vitest";
import { promoShownInSlot, sharedSlots, type SlotPromo } from "./promoSlots";

const now = new Date("2030-06-01T12:00:00.000Z");
const promo = (fields: Partial<SlotPromo> & Pick<SlotPromo, "id">): SlotPromo => ({
  display_location: "hero",
  is_active: true,
  starts_at: null,
  expiry_date: null,
  ...fields,
});

describe("which promo code a place shows", () => {
  it("is the code made first (lowest id) of those shown now in that place, however the list is sorted", () => {
    const promos = [promo({ id: 7 }), promo({ id: 3 }), promo({ id: 5 })];
    expect(promoShownInSlot(promos, "hero", now)?.id).toBe(3);
    expect(promoShownInSlot([...promos].reverse(), "hero", now)?.id).toBe(3);
    expect(promoShownInSlot(promos, "footer", now)).toBeUndefined();
  });

  it("passes over codes switched off, not started or expired, and codes of other places", () => {
    const promos = [
      promo({ id: 1, is_active: false }),
      promo({ id: 2, starts_at: "2030-06-02T00:00:00.000Z" }),
      promo({ id: 3, expiry_date: "2030-06-01T12:00:00.000Z" }),
      promo({ id: 4, display_location: "footer" }),
      promo({ id: 5, starts_at: "2030-05-01T00:00:00.000Z", expiry_date: "2030-07-01T00:00:00.000Z" }),
    ];
    expect(promoShownInSlot(promos, "hero", now)?.id).toBe(5);
    expect(promoShownInSlot(promos, "footer", now)?.id).toBe(4);
    // A day later the scheduled code has started and, made earlier, takes the place.
    expect(promoShownInSlot(promos, "hero", new Date("2030-06-02T00:00:00.000Z").getTime())?.id).toBe(2);
  });
});

const activePromo = (id: number, fields: Partial<SlotPromo> = {}): SlotPromo => ({ id, is_active: true, display_location: "hero", ...fields });

describe("promo places several codes share", () => {
  it("lists only the slots two or more active codes share, with the one shown and the ones waiting", () => {
    const promos = [
      activePromo(9),
      activePromo(7),
      activePromo(8, { is_active: false }),
      activePromo(5, { display_location: "pricing" }),
      activePromo(12),
      activePromo(1, { display_location: "footer" }),
    ];
    const shared = sharedSlots(promos, now);
    expect([...shared.keys()]).toEqual(["hero"]);
    expect(shared.get("hero")!.shown.id).toBe(7);
    expect(shared.get("hero")!.waiting.map((p) => p.id)).toEqual([9, 12]);
  });
});
