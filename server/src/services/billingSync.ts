import type { BillingSyncResult, Plan, SiteSettings } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { SyncRunner, syncPlans, type PlanPriceResult, type SalesLocale } from "../integrations/blesta";
import type { Store } from "../store/types";

/** What the site sells in, as the price sync and the import read Blesta's packages. */
export function salesLocaleOf(settings: Pick<SiteSettings, "default_currency" | "currencies" | "default_language">): SalesLocale {
  return { defaultCurrency: settings.default_currency, currencies: [...settings.currencies], defaultLanguage: settings.default_language };
}

/**
 * A plan after a successful sync result: the default currency's prices replaced; each enabled currency's prices
 * set from the package or, where it has none, removed (other currencies' prices are kept); the pricing ids
 * replaced; the name and features in the languages Blesta has them in replaced (other texts kept); Blesta's own
 * prices kept beside them (for the price check).
 */
function applyResult(plan: Plan, result: Required<Pick<PlanPriceResult, "price">> & PlanPriceResult, syncedAt: string): void {
  plan.price = result.price;
  plan.pricing = result.pricing ?? {};
  const currencyPrices = { ...plan.currency_prices, ...result.currency_prices };
  for (const currency of result.missing_currencies ?? []) delete currencyPrices[currency];
  plan.currency_prices = currencyPrices;
  plan.blesta_pricing_ids = result.pricing_ids ?? {};
  plan.translations = mergeTranslations(plan.translations, result.translations);
  plan.blesta_prices = structuredClone(result.blesta_prices ?? {});
  plan.last_blesta_sync = syncedAt;
  plan.updated_at = syncedAt;
}

/** The result of a sync whose prices were read in a default currency the site no longer has: nothing stored. */
function currencyChanged(summary: BillingSyncResult): BillingSyncResult {
  return {
    ...summary,
    success: false,
    message: "The default currency changed while Blesta was asked: no price was stored; sync again",
    plans_updated: 0,
    plans_failed: summary.plans_updated + summary.plans_failed,
  };
}

/**
 * Runs a Blesta price sync: asks Blesta for every mapped plan's prices in the site's currencies, pricing ids and
 * texts (which writes nothing), then stores what it read for the plans that succeeded and the run's result in one
 * write. A failing Blesta leaves every plan as it was, and so does a default currency changed meanwhile. Never two
 * at once (SyncRunner).
 */
export class BillingSyncService {
  private readonly runner = new SyncRunner();

  constructor(private readonly store: Store) {}

  get running(): boolean {
    return this.runner.running;
  }

  sync(markupOverrides?: Record<string, number> | null): Promise<BillingSyncResult> {
    return this.runner.run(async () => {
      const data = this.store.snapshot();
      const packageOf = new Map(data.plans.map((plan) => [plan.id, plan.blesta_package_id]));
      const locale = salesLocaleOf(data.site_settings);
      const { results, summary } = await syncPlans({
        settings: data.billing,
        plans: data.plans.map((plan) => ({ id: plan.id, name: plan.name, type: plan.type, blesta_package_id: plan.blesta_package_id })),
        markupOverrides,
        locale,
      });
      return this.store.update(["plans", "billing"], (draft) => {
        const syncedAt = summary.end_time;
        // Prices read in the default currency of then would mean another amount in a new one: none is stored.
        const outcome = draft.site_settings.default_currency === locale.defaultCurrency ? summary : currencyChanged(summary);
        for (const result of outcome === summary ? results : []) {
          const plan = draft.plans.find((entry) => entry.id === result.plan_id);
          // A plan mapped to another package while Blesta was asked keeps what it has.
          if (!plan || result.error !== undefined || result.price === undefined || plan.blesta_package_id !== packageOf.get(plan.id)) continue;
          applyResult(plan, { ...result, price: result.price }, syncedAt);
        }
        draft.billing.last_sync = syncedAt;
        draft.billing.last_sync_result = outcome;
        return outcome;
      });
    });
  }
}
