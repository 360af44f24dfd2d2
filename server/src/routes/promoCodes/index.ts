import { promoCodesApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentPromoCode, promoChangeClock, publicPromoCodes } from "../../presenters/promoCodes";
import { localeOf } from "../../presenters/locale";
import { createPromoCode, deletePromoCode, updatePromoCode } from "../../services/promoCodes";
import type { ApiRouter } from "../apiRouter";

/** Promo codes: what visitors see now, and the administrator's calls. */
export function mountPromoCodes(api: ApiRouter, { store }: AppDeps): void {
  // The public list changes when a code starts or expires, without any write: that moment is part of its version.
  const nextChange = promoChangeClock();
  const promos = () => store.snapshot().promos;
  api.cached(promoCodesApi.publicList, ({ query }) => {
    const now = new Date();
    const { language } = localeOf(store.snapshot().site_settings, query);
    const version = store.versionOf(["promos"]);
    return {
      key: `promo-codes:${language}`,
      version: `${version}:${store.versionOf(["site_settings"])}:${nextChange(version, promos, now)}`,
      build: () => publicPromoCodes(promos(), now, language),
    };
  });

  api.on(promoCodesApi.list, () => [...store.snapshot().promos].sort((a, b) => b.id - a.id).map(presentPromoCode));

  api.on(promoCodesApi.create, async ({ body }) => presentPromoCode(await createPromoCode(store, body)));

  api.on(promoCodesApi.update, async ({ params, body }) => presentPromoCode(await updatePromoCode(store, params.id, body)));

  api.on(promoCodesApi.remove, async ({ params }) => {
    await deletePromoCode(store, params.id);
    return { success: true, message: "Promo code deleted", id: params.id };
  });
}
