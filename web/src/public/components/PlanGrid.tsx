import type { PublicPlan } from "../../../../common/schemas";
import { gridColumns } from "../../../../common/rules";
import { PlanCard } from "./PlanCard";

/** SPEC §2 grid: one plan → one column, two → two, three or more → three on large screens. */
export function PlanGrid({ plans, billingUrl, headingLevel }: { plans: PublicPlan[]; billingUrl: string; headingLevel?: 3 | 4 }) {
  const columns = gridColumns(plans.length);
  return (
    <div className={`plan-grid plan-grid--${columns}`} data-columns={columns}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} billingUrl={billingUrl} headingLevel={headingLevel} />
      ))}
    </div>
  );
}
