import type { PublicPlan } from "../../../../common/contracts";
import { gridColumns } from "../../../../common/rules";
import type { BillingTerm } from "../../../../common/billingTerms";
import type { FinderResult } from "../../../../common/planFinder";
import { finderMarkOf } from "./finderMark";
import { PlanCard } from "./PlanCard";

interface PlanGridProps {
  plans: PublicPlan[];
  billingUrl: string;
  headingLevel?: 3 | 4;
  /** The category whose billing terms the cards follow (see PlanCard). */
  categoryKey?: string;
  terms?: readonly BillingTerm[];
  /** The plan finder's outcome for these plans: each card marked with it (none asked: no marks). */
  finderResult?: FinderResult | null;
}

/** The plan grid: one plan → one column, two → two, three or more → three on large screens. */
export function PlanGrid({ plans, billingUrl, headingLevel, categoryKey, terms, finderResult }: PlanGridProps) {
  const columns = gridColumns(plans.length);
  return (
    <div className={`plan-grid plan-grid--${columns}`} data-columns={columns}>
      {plans.map((plan) => (
        <PlanCard
          key={plan.id}
          plan={plan}
          billingUrl={billingUrl}
          headingLevel={headingLevel}
          categoryKey={categoryKey}
          terms={terms}
          mark={finderMarkOf(finderResult, plan.id)}
        />
      ))}
    </div>
  );
}
