import type { BillingSettings, BillingSyncResult, Plan, PlanPricing } from "../../../../common/contracts";
import { roundCents } from "../../../../common/rules";
import { BlestaClient, BlestaError, isBlestaConfigured } from "./client";
import { defaultCurrency, packagePrices, type PackagePrices } from "./pricing";

export type SyncPlan = Pick<Plan, "id" | "name" | "type" | "blesta_package_id">;

export interface PlanPriceResult {
  plan_id: number;
  /** The new price to store, when it could be computed. */
  price?: number;
  /** The new term prices (same markup and rounding), replacing the plan's; set whenever `price` is. */
  pricing?: PlanPricing;
  /** The markup used (fraction, 0.2 = 20 %). */
  markup?: number;
  error?: string;
}

export interface SyncPlansInput {
  settings: BillingSettings;
  plans: SyncPlan[];
  /** Per plan type, win over settings.markup_percentages for this run. */
  markupOverrides?: Record<string, number> | null;
  now?: () => Date;
}

export interface SyncPlansOutput {
  /** One entry per mapped plan; the caller stores `price` for those without `error`. */
  results: PlanPriceResult[];
  summary: BillingSyncResult;
}

/** Errors after which asking Blesta about the next package is pointless: the remaining plans fail at once. */
function isFatal(error: unknown): boolean {
  if (!(error instanceof BlestaError)) return false;
  return ["not_configured", "timeout", "network", "bad_response"].includes(error.kind) || error.status === 401 || error.status === 503;
}

/** price × (1 + markup), rounded to cents (roundCents removes float noise such as 573.8499999 first). */
export function applyMarkup(monthly: number, markup: number): number {
  return roundCents(monthly * (1 + markup));
}

/**
 * Computes new prices for every plan mapped to a Blesta package (blesta_package_id not null):
 * monthly price in the company's default currency × (1 + markup), markup = override ?? setting ?? 0 by plan type,
 * and the same for each longer term the package has a price for (quarterly … triennial).
 * It writes nothing: the caller applies the prices, so a failing Blesta never corrupts a plan. Never throws.
 */
export async function syncPlans(input: SyncPlansInput): Promise<SyncPlansOutput> {
  const now = input.now ?? (() => new Date());
  const start_time = now().toISOString();
  const mapped = input.plans.filter((plan): plan is SyncPlan & { blesta_package_id: number } => plan.blesta_package_id !== null);
  const results: PlanPriceResult[] = [];

  if (mapped.length > 0) {
    const client = new BlestaClient(input.settings);
    const prices = new Map<number, Promise<PackagePrices>>();
    let fatal: string | null = null;
    let currency = "";
    try {
      if (!isBlestaConfigured(input.settings)) throw new BlestaError("Blesta is not configured: set the API URL, user and key", "not_configured");
      currency = await defaultCurrency(client, input.settings.company_id);
    } catch (error) {
      fatal = messageOf(error);
    }
    for (const plan of mapped) {
      if (fatal !== null) {
        results.push({ plan_id: plan.id, error: fatal });
        continue;
      }
      const markup = input.markupOverrides?.[plan.type] ?? input.settings.markup_percentages[plan.type] ?? 0;
      try {
        // Two plans may share a package: ask Blesta once.
        const price = prices.get(plan.blesta_package_id) ?? packagePrices(client, plan.blesta_package_id, currency);
        prices.set(plan.blesta_package_id, price);
        const { monthly, terms } = await price;
        const pricing: PlanPricing = {};
        for (const [term, amount] of Object.entries(terms) as Array<[keyof PlanPricing, number]>) pricing[term] = applyMarkup(amount, markup);
        results.push({ plan_id: plan.id, price: applyMarkup(monthly.amount, markup), pricing, markup });
      } catch (error) {
        results.push({ plan_id: plan.id, error: messageOf(error) });
        if (isFatal(error)) fatal = messageOf(error);
      }
    }
  }

  const failed = results.filter((result) => result.error !== undefined);
  const updated = results.length - failed.length;
  const names = new Map(mapped.map((plan) => [plan.id, plan.name]));
  return {
    results,
    summary: {
      success: failed.length === 0,
      message: summaryMessage(mapped.length, updated, failed.length),
      plans_updated: updated,
      plans_failed: failed.length,
      errors: failed.map((result) => `Plan "${names.get(result.plan_id)}" (#${result.plan_id}): ${result.error}`),
      start_time,
      end_time: now().toISOString(),
    },
  };
}

function summaryMessage(mapped: number, updated: number, failed: number): string {
  if (mapped === 0) return "No plans are mapped to Blesta packages";
  if (failed === 0) return `Updated ${updated} of ${mapped} mapped plans`;
  if (updated === 0) return `Sync failed: none of the ${mapped} mapped plans could be updated`;
  return `Updated ${updated} of ${mapped} mapped plans; ${failed} failed`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
