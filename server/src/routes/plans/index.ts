import { plansApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { localeOf, offeredCurrenciesOf } from "../../presenters/locale";
import { presentPlan, presentPublicPlan, sortPlans } from "../../presenters/plans";
import { createPlan, deletePlan, reorderPlans, updatePlan } from "../../services/plans";
import { sendCached, type ApiRouter } from "../apiRouter";

/** Hosting plans: the public list and the administrator's calls. */
export function mountPlans(api: ApiRouter, { store, cache }: AppDeps): void {
  api.on(plansApi.publicList, ({ query }, ctx) => {
    const data = store.snapshot();
    const settings = data.site_settings;
    // A currency visitors are not offered (a plan has no price in it) answers the default one: every plan of an
    // answer is in the one currency its `currency` names.
    const locale = localeOf(settings, query, offeredCurrenciesOf(data));
    // One entry per enabled language and offered currency: what a request asks for beyond those answers the default.
    return sendCached(ctx, cache, `hosting-plans:${locale.language}:${locale.currency}`, store.versionOf(["plans", "site_settings"]), () =>
      sortPlans(store.snapshot().plans).map((plan) => presentPublicPlan(plan, locale, settings)),
    );
  });

  api.on(plansApi.list, () => sortPlans(store.snapshot().plans).map(presentPlan));

  api.on(plansApi.create, async ({ body }) => presentPlan(await createPlan(store, body)));

  // Before /:id, so "reorder" is not taken for an id.
  api.on(plansApi.reorder, async ({ body }) => {
    const updated = await reorderPlans(store, body);
    return { success: true, message: `Order of ${updated} plans saved`, updated };
  });

  api.on(plansApi.update, async ({ params, body }) => presentPlan(await updatePlan(store, params.id, body)));

  api.on(plansApi.remove, async ({ params }) => {
    await deletePlan(store, params.id);
    return { success: true, message: "Plan deleted", id: params.id };
  });
}
