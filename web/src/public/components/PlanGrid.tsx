import type { PublicPlan } from "../../../../common/contracts";
import { gridColumns } from "../../../../common/rules";
import type { BillingTerm } from "../../../../common/billingTerms";
import type { FinderResult } from "../../../../common/planFinder";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { useStylesheet } from "../styles/stylesheets";
import { useMarkupPiece } from "../markupPieces";
import { finderMarkOf } from "./finderMark";
import { useLocations } from "./LocationsContext";
import { PLAN_CARD_SHEETS, planCardMarkup, type PlanMarkupContext } from "./planCardMarkup";

interface PlanGridProps {
  plans: PublicPlan[];
  billingUrl: string;
  headingLevel?: 3 | 4;
  /** The category whose billing terms the cards follow (see planCardMarkup). */
  categoryKey?: string;
  terms?: readonly BillingTerm[];
  /** The plan finder's outcome for these plans: each card marked with it (none asked: no marks). */
  finderResult?: FinderResult | null;
}

/**
 * The plan grid: one plan → one column, two → two, three or more → three on large screens. The cards are written
 * as markup strings (planCardMarkup), not React elements: a catalogue of hundreds of plans renders several times
 * faster; they stay a piece of their own until the page is encoded (markupPieces.tsx).
 */
export function PlanGrid({ plans, billingUrl, headingLevel, categoryKey, terms, finderResult }: PlanGridProps) {
  useStylesheet(...PLAN_CARD_SHEETS);
  const context: PlanMarkupContext = { texts: useTexts(), language: useLanguage(), chosen: useLocations().chosen };
  const columns = gridColumns(plans.length);
  const cards = plans
    .map((plan) => planCardMarkup(plan, { billingUrl, headingLevel, categoryKey, terms, mark: finderMarkOf(finderResult, plan.id) }, context))
    .join("");
  const markup = useMarkupPiece(cards);
  return <div className={`plan-grid plan-grid--${columns}`} data-columns={columns} dangerouslySetInnerHTML={{ __html: markup }} />;
}
