import { promoState } from "./rules";

/** What deciding a place's promo code needs of a code (admin and public codes both have it). */
export interface SlotPromo {
  id: number;
  display_location: string;
  is_active: boolean;
  starts_at?: string | null;
  expiry_date?: string | null;
}

/**
 * The promo code visitors see in one place of the site (hero, pricing, floating, footer). A place shows one code:
 * of the codes shown at `now` there (switched on, started, not expired), the one made first (the lowest id), however
 * the list is sorted. Plain rule without zod: the public pages pick the code with it, and the admin panel says with
 * it which of two codes sharing a place visitors see.
 */
export function promoShownInSlot<T extends SlotPromo>(promos: readonly T[], slot: string, now: Date | number = Date.now()): T | undefined {
  const at = now instanceof Date ? now : new Date(now);
  let shown: T | undefined;
  for (const promo of promos) {
    if (promo.display_location !== slot || promoState(promo, at) !== "active") continue;
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
