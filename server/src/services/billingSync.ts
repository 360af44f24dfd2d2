import type { BillingSyncResult } from "../../../common/contracts";
import { SyncRunner, syncPlans } from "../integrations/blesta";
import type { Store } from "../store/types";

/**
 * Runs a Blesta price sync: asks Blesta for every mapped plan's monthly and term prices (which writes nothing), then
 * stores the new prices of the plans that succeeded and the run's result in one write. A failing Blesta
 * leaves every plan as it was. Never two at once (SyncRunner).
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
      const { results, summary } = await syncPlans({
        settings: data.billing,
        plans: data.plans.map((plan) => ({ id: plan.id, name: plan.name, type: plan.type, blesta_package_id: plan.blesta_package_id })),
        markupOverrides,
      });
      await this.store.update(["plans", "billing"], (draft) => {
        const syncedAt = summary.end_time;
        for (const result of results) {
          const plan = draft.plans.find((entry) => entry.id === result.plan_id);
          if (!plan || result.error !== undefined || result.price === undefined) continue;
          plan.price = result.price;
          plan.pricing = result.pricing ?? {};
          plan.last_blesta_sync = syncedAt;
          plan.updated_at = syncedAt;
        }
        draft.billing.last_sync = syncedAt;
        draft.billing.last_sync_result = summary;
      });
      return summary;
    });
  }
}
