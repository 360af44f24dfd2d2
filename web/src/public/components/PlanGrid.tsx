import type { PublicPlan } from "../../../../common/contracts";
import { gridColumns } from "../../../../common/rules";
import type { BillingTerm } from "../../../../common/billingTerms";
import { PlanCard } from "./PlanCard";

interface PlanGridProps {
  plans: PublicPlan[];
  billingUrl: string;
  headingLevel?: 3 | 4;
  /** The category whose billing terms the cards follow (see PlanCard). */
  categoryKey?: string;
  terms?: readonly BillingTerm[];
}

/** The plan grid: one plan → one column, two → two, three or more → three on large screens. */
export function PlanGrid({ plans, billingUrl, headingLevel, categoryKey, terms }: PlanGridProps) {
  const columns = gridColumns(plans.length);
  return (
    <div className={`plan-grid plan-grid--${columns}`} data-columns={columns}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} billingUrl={billingUrl} headingLevel={headingLevel} categoryKey={categoryKey} terms={terms} />
      ))}
    </div>
  );
}
