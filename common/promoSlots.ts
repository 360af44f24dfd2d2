import { promoState } from "./rules";

/**
 * Which promo code a display slot of the home page (hero, pricing, floating, footer) shows. A slot shows one code:
 * of its active codes (switched on, started, not expired), the oldest (lowest id); the others wait until it
 * drops out. The public pages and the admin panel's promo list both follow this rule. Plain data without zod.
 */
export interface SlotPromo {
  id: number;
  is_active: boolean;
  display_location: string;
  starts_at?: string | null;
  expiry_date?: string | null;
}

/** The code visitors see in `slot` at `now`, if any. */
export function shownPromo<T extends SlotPromo>(promos: readonly T[], slot: string, now: Date): T | undefined {
  let shown: T | undefined;
  for (const promo of promos) {
    if (promo.display_location !== slot || promoState(promo, now) !== "active") continue;
    if (!shown || promo.id < shown.id) shown = promo;
  }
  return shown;
}

/** A slot that more than one active code names: the code shown there and the ones waiting, oldest first. */
export interface SharedSlot<T> {
  shown: T;
  waiting: T[];
}

/** Every slot with two or more active codes at `now`, by slot. */
export function sharedSlots<T extends SlotPromo>(promos: readonly T[], now: Date): Map<string, SharedSlot<T>> {
  const bySlot = new Map<string, T[]>();
  for (const promo of promos) {
    if (promoState(promo, now) !== "active") continue;
    bySlot.set(promo.display_location, [...(bySlot.get(promo.display_location) ?? []), promo]);
  }
  const shared = new Map<string, SharedSlot<T>>();
  for (const [slot, active] of bySlot) {
    if (active.length < 2) continue;
    const [shown, ...waiting] = [...active].sort((a, b) => a.id - b.id);
    shared.set(slot, { shown, waiting });
  }
  return shared;
}
