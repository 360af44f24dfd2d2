import { plansApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { localeOf, offeredCurrenciesOf } from "../../presenters/locale";
import { chosenLocationOf } from "../../presenters/locations";
import { orderLocationsOf, presentPlan, presentPublicPlan, sortPlans } from "../../presenters/plans";
import { createPlan, deletePlan, reorderPlans, updatePlan } from "../../services/plans";
import type { ApiRouter } from "../apiRouter";

/** Hosting plans: the public list and the administrator's calls. */
export function mountPlans(api: ApiRouter, { store }: AppDeps): void {
  api.cached(plansApi.publicList, ({ query }) => {
    const data = store.snapshot();
    const settings = data.site_settings;
    // A currency visitors are not offered (a plan has no price in it) answers the default one: every plan of an
    // answer is in the one currency its `currency` names.
    const locale = localeOf(settings, query, offeredCurrenciesOf(data));
    // An unknown location is ignored: the answer is the one without a chosen location.
    const chosen = chosenLocationOf(data.locations, query.location);
    // One entry per enabled language, offered currency and location: what a request asks for beyond those answers the default.
    return {
      key: `hosting-plans:${locale.language}:${locale.currency}:${chosen ?? ""}`,
      version: store.versionOf(["plans", "site_settings", "locations"]),
      build: () => {
        const current = store.snapshot();
        const place = { chosen, locations: orderLocationsOf(current.locations) };
        return sortPlans(current.plans).map((plan) => presentPublicPlan(plan, locale, settings, place));
      },
    };
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
