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
