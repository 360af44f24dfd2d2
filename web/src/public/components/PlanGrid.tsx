import type { PublicPlan } from "../../../../common/contracts";
import { gridColumns } from "../../../../common/rules";
import type { TermChoice } from "../hooks/useBillingTerm";
import { PlanCard } from "./PlanCard";

interface PlanGridProps {
  plans: PublicPlan[];
  billingUrl: string;
  headingLevel?: 3 | 4;
  term?: TermChoice;
  showTermNote?: boolean;
}

/** The plan grid: one plan → one column, two → two, three or more → three on large screens. */
export function PlanGrid({ plans, billingUrl, headingLevel, term, showTermNote }: PlanGridProps) {
  const columns = gridColumns(plans.length);
  return (
    <div className={`plan-grid plan-grid--${columns}`} data-columns={columns}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} billingUrl={billingUrl} headingLevel={headingLevel} term={term} showTermNote={showTermNote} />
      ))}
    </div>
  );
}
