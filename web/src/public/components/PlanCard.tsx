import type { PublicPlan } from "../../../../common/contracts";
import { PlanLocationNote } from "./PlanLocationNote";
import type { BillingTerm } from "../../../../common/billingTerms";
import { HOSTING_LIMIT_FIELDS } from "../../../../common/rules";
import { en, type Catalog } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";
import { useFinderMarkText, type FinderMark } from "./finderMark";
import { PlanOrderButton, PlanPriceLines, usePlanScript } from "./PlanCardParts";
import { PLAN_SPECS, planLimitValue, planSpecValue } from "./planSpecs";
import { PLAN_CARD_STYLES } from "./planCardStyles";
import { PLAN_BADGE_STYLES } from "./planBadgeStyles";
import { useStylesheet } from "../styles/stylesheets";

interface PlanCardProps {
  plan: PublicPlan;
  billingUrl: string;
  /** 3 inside a category section (h2), 4 inside a fallback group (h3). */
  headingLevel?: 3 | 4;
  /** The category whose term switch this card follows (with `terms`). */
  categoryKey?: string;
  /**
   * The billing terms of the category's switch: the card shows the monthly price with a line for the term's
   * billing note (kept on every card, so switching never shifts the layout), and carries every term's price for
   * `planCard.client.ts`. None: no note.
   */
  terms?: readonly BillingTerm[];
  /** The plan finder's mark after the visitor asked it (the cheapest that fit stand out, the others step back). */
  mark?: FinderMark | null;
}

/** The switches that give a plan's card a tag, in this order. */
export const PLAN_TAGS = ["managed_wordpress", "auto_scaling", "is_customizable"] as const;

/** The card's tags in the page's language. */
function planTags(plan: Pick<PublicPlan, (typeof PLAN_TAGS)[number]>, texts: Catalog["plan"] = en.plan): string[] {
  return PLAN_TAGS.filter((field) => plan[field]).map((field) => texts.tags[field]);
}

/**
 * A plan card: name, Popular badge, tags (Managed WordPress, Auto-scaling, Customizable), price, CPU, RAM, storage,
 * bandwidth, supported games, features, limits and the order button.
 */
export function PlanCard({ plan, billingUrl, headingLevel = 3, categoryKey = "", terms = [], mark = null }: PlanCardProps) {
  useStylesheet(PLAN_BADGE_STYLES, PLAN_CARD_STYLES);
  const Heading = `h${headingLevel}` as "h3" | "h4";
  const LimitsHeading = `h${headingLevel + 1}` as "h4" | "h5";
  const texts = useTexts().plan;
  const specs = PLAN_SPECS.map((spec) => [spec, planSpecValue(plan, spec)] as const).filter(([, value]) => value);
  // Only the limits a shared plan states: no "—" rows, and no box at all when it states none.
  const limits = HOSTING_LIMIT_FIELDS.map(([field]) => [field, planLimitValue(plan, field)] as const).filter(([, value]) => value);
  const termViews = usePlanScript(plan, categoryKey, terms);
  const tags = planTags(plan, texts);
  const markText = useFinderMarkText();
  const classes = [
    "plan-card",
    plan.is_popular && !mark ? "plan-card--popular" : "",
    plan.sold_out ? "plan-card--sold-out" : "",
    mark ? `plan-card--${mark}` : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <article className={classes} data-plan-id={plan.id} data-sold-out={plan.sold_out ? "true" : undefined} {...termViews}>
      {plan.sold_out ? (
        <p className="plan-badge plan-badge--sold-out">{texts.soldOut}</p>
      ) : mark ? (
        <p className={`plan-badge plan-badge--${mark}`}>{markText(mark)}</p>
      ) : (
        plan.is_popular && <p className="plan-badge">{texts.popular}</p>
      )}
      <Heading className="plan-name">{plan.name}</Heading>
      {tags.length > 0 && (
        <ul className="plan-tags" aria-label={texts.planType}>
          {tags.map((tag) => (
            <li key={tag} className="plan-tag">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <PlanPriceLines plan={plan} termNote={terms.length > 0} />
      <dl className="plan-specs">
        {specs.map(([spec, value]) => (
          <div key={spec} className="plan-spec">
            <dt>{texts.specs[spec]}</dt>
            <dd data-spec={spec}>{value}</dd>
          </div>
        ))}
      </dl>
      {plan.supported_games.length > 0 && (
        <div className="plan-games">
          <LimitsHeading className="plan-games-title">{texts.supportedGames}</LimitsHeading>
          <ul className="plan-game-list">
            {plan.supported_games.map((game, index) => (
              <li key={index} className="plan-game">
                {game}
              </li>
            ))}
          </ul>
        </div>
      )}
      {plan.features.length > 0 && (
        <ul className="plan-features">
          {plan.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      )}
      {limits.length > 0 && (
        <div className="plan-limits">
          <LimitsHeading className="plan-limits-title">{texts.hostingLimits}</LimitsHeading>
          <dl>
            {limits.map(([field, value]) => (
              <div key={field} className="plan-limit">
                <dt>{texts.limits[field]}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <PlanLocationNote plan={plan} />
      <PlanOrderButton plan={plan} billingUrl={billingUrl} />
    </article>
  );
}
