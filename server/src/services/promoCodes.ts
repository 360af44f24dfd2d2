import { PROMO_DEFAULTS, type PromoCode, type PromoInput } from "../../../common/contracts";
import { promoScheduleProblem } from "../../../common/crossField/promoCodes";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { AlreadyExistsError, NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";
import { pricedPromo } from "./prices";

function assertUniqueCode(draft: SiteData, code: string, exceptId?: number): void {
  if (draft.promos.some((promo) => promo.code === code && promo.id !== exceptId)) {
    throw AlreadyExistsError(`A promo code "${code}" already exists`, "code");
  }
}

/** A code must start before it expires (crossField/promoCodes.ts, which a restore checks too). */
function assertStartsBeforeExpiry(promo: Pick<PromoCode, "starts_at" | "expiry_date">): void {
  const problem = promoScheduleProblem(promo);
  if (problem) throw ValidationError(`${problem.field}: ${problem.message}`, [problem]);
}

export async function createPromoCode(store: Store, input: PromoInput & Pick<PromoCode, "code" | "title" | "description">): Promise<PromoCode> {
  return store.update(["promos"], (draft) => {
    assertUniqueCode(draft, input.code);
    const now = new Date().toISOString();
    const promo: PromoCode = {
      ...PROMO_DEFAULTS,
      ...input,
      button_text: input.button_text || PROMO_DEFAULTS.button_text,
      id: store.nextId(draft, "promos"),
      created_at: now,
      updated_at: now,
      translations: mergeTranslations({}, input.translations),
    };
    assertStartsBeforeExpiry(promo);
    // A fixed discount is in the default currency: rounded to its decimals, a 400 above its ceiling.
    const stored = pricedPromo(promo, draft.site_settings.default_currency);
    draft.promos.push(stored);
    return stored;
  });
}

export async function updatePromoCode(store: Store, id: number, input: PromoInput): Promise<PromoCode> {
  return store.update(["promos"], (draft) => {
    const index = draft.promos.findIndex((promo) => promo.id === id);
    if (index === -1) throw NotFoundError(`Promo code ${id} not found`);
    if (input.code) assertUniqueCode(draft, input.code, id);
    const current = draft.promos[index];
    const updated: PromoCode = {
      ...current,
      ...input,
      button_text: input.button_text === "" ? PROMO_DEFAULTS.button_text : (input.button_text ?? current.button_text),
      id,
      updated_at: new Date().toISOString(),
      translations: mergeTranslations(current.translations, input.translations),
    };
    assertStartsBeforeExpiry(updated);
    const stored = pricedPromo(updated, draft.site_settings.default_currency);
    draft.promos[index] = stored;
    return stored;
  });
}

export async function deletePromoCode(store: Store, id: number): Promise<void> {
  await store.update(["promos"], (draft) => {
    const index = draft.promos.findIndex((promo) => promo.id === id);
    if (index === -1) throw NotFoundError(`Promo code ${id} not found`);
    draft.promos.splice(index, 1);
  });
}
