import type { ReactNode } from "react";
import type { PublicPlan } from "../../../../../common/contracts";
import type { BillingTerm } from "../../../../../common/billingTerms";
import type { FinderResult } from "../../../../../common/planFinder";
import { finderMarkOf, useFinderMarkText } from "../../components/finderMark";
import { HOSTING_LIMIT_FIELDS } from "../../../../../common/rules";
import { CheckIcon } from "../../components/Icons";
import { PLAN_TAGS, planOrderButtonMarkup, planPriceLinesMarkup, planScriptAttributes } from "../../components/planCardMarkup";
import { PLAN_CARD_STYLES } from "../../components/planCardStyles";
import { PLAN_SPECS, planLimitValue, planSpecValue } from "../../components/planSpecs";
import { formatText } from "../../i18n/catalog";
import { useLanguage, useTexts } from "../../i18n/PageTexts";
import { useStylesheet } from "../../styles/stylesheets";
import type { LocationNames } from "../../sections/PlanFinder";

interface CompareTableProps {
  plans: PublicPlan[];
  categoryKey: string;
  categoryName: string;
  terms: readonly BillingTerm[];
  billingUrl: string;
  /** The plan finder's marks (none asked: no marks). */
  result: FinderResult | null;
  locationNames: LocationNames;
}

/** Texts the same whatever their case and spacing are one row ("Free SSL" and "free ssl "). */
function unionOf(lists: readonly (readonly string[])[]): string[] {
  const seen = new Map<string, string>();
  for (const item of lists.flat()) {
    const key = item.trim().toLowerCase();
    if (key && !seen.has(key)) seen.set(key, item.trim());
  }
  return [...seen.values()];
}

function hasItem(list: readonly string[], item: string): boolean {
  return list.some((entry) => entry.trim().toLowerCase() === item.toLowerCase());
}

/**
 * A category's plans side by side: one column per plan, one row per spec any of them states (price for the chosen
 * term with its order button, CPU, RAM, storage, bandwidth, the shared hosting limits, locations, the tags, every
 * feature and game as ✓/—). In a box that scrolls sideways (and down, in a long table) and takes keyboard focus;
 * the plan names' row and the spec names' column stay in view (`position: sticky`). Plain markup: the price cells
 * are enhanced like the plan cards (the chosen term, the copied promo code in the order link).
 */
export function CompareTable({ plans, categoryKey, categoryName, terms, billingUrl, result, locationNames }: CompareTableProps) {
  const allTexts = useTexts();
  const texts = allTexts.compare;
  const planTexts = allTexts.plan;
  const markText = useFinderMarkText();
  const marks = plans.map((plan) => finderMarkOf(result, plan.id));
  const cellClass = (index: number, extra = "") => [extra, marks[index] ? `is-${marks[index]}` : ""].filter(Boolean).join(" ") || undefined;
  const valueRow = (key: string, label: string, values: string[]) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      {values.map((value, index) => (
        <td key={plans[index].id} className={cellClass(index)}>
          {value || <Absent label={texts.notIncluded} />}
        </td>
      ))}
    </tr>
  );
  const checkRow = (key: string, label: string, has: (plan: PublicPlan) => boolean) => (
    <tr key={key}>
      <th scope="row">{label}</th>
      {plans.map((plan, index) => (
        <td key={plan.id} className={cellClass(index, "compare-mark")}>
          {has(plan) ? (
            <>
              <CheckIcon className="compare-check" />
              <span className="visually-hidden">{texts.included}</span>
            </>
          ) : (
            <Absent label={texts.notIncluded} />
          )}
        </td>
      ))}
    </tr>
  );
  const rowsOf = (entries: [key: string, label: string, values: string[]][]) =>
    entries.filter(([, , values]) => values.some(Boolean)).map(([key, label, values]) => valueRow(key, label, values));
  const specRows = rowsOf(PLAN_SPECS.map((spec) => [spec, planTexts.specs[spec], plans.map((plan) => planSpecValue(plan, spec))]));
  const limitRows = rowsOf(HOSTING_LIMIT_FIELDS.map(([field]) => [field, planTexts.limits[field], plans.map((plan) => planLimitValue(plan, field))]));
  const locationText = (plan: PublicPlan) =>
    (plan.locations ?? []).map((location) => `${locationNames[location.key] ?? location.key}${location.sold_out ? ` (${texts.soldOutHere})` : ""}`).join(", ");
  const locationRows = rowsOf([["locations", texts.locations, plans.map(locationText)]]);
  const tags = PLAN_TAGS.filter((tag) => plans.some((plan) => plan[tag]));
  const features = unionOf(plans.map((plan) => plan.features));
  const games = unionOf(plans.map((plan) => plan.supported_games));
  const group = (key: string, label: string, rows: ReactNode[]) =>
    rows.length > 0 && (
      <tbody key={key}>
        <tr className="compare-group">
          <th scope="rowgroup" colSpan={plans.length + 1}>
            <span>{label}</span>
          </th>
        </tr>
        {rows}
      </tbody>
    );
  return (
    <div className="compare-scroll" tabIndex={0} role="region" aria-labelledby={`${categoryKey}-compare-caption`}>
      <table className="compare-table" data-plans={plans.length}>
        <caption id={`${categoryKey}-compare-caption`} className="visually-hidden">
          {formatText(texts, "caption", { category: categoryName })}. {texts.scrollHint}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-corner">
              {texts.plan}
            </th>
            {plans.map((plan, index) => (
              <th key={plan.id} scope="col" className={cellClass(index, "compare-plan")} data-plan-id={plan.id}>
                <span className="compare-plan-name">{plan.name}</span>
                {marks[index] ? (
                  <span className={`plan-badge plan-badge--${marks[index]}`}>{markText(marks[index])}</span>
                ) : plan.sold_out ? (
                  <span className="plan-badge plan-badge--sold-out">{planTexts.soldOut}</span>
                ) : (
                  plan.is_popular && <span className="plan-badge">{planTexts.popular}</span>
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="compare-prices">
            <th scope="row">{texts.price}</th>
            {plans.map((plan, index) => (
              <PriceCell
                key={plan.id}
                plan={plan}
                categoryKey={categoryKey}
                terms={terms}
                billingUrl={billingUrl}
                className={cellClass(index, "compare-price")}
              />
            ))}
          </tr>
          {specRows}
          {limitRows}
          {locationRows}
        </tbody>
        {group("features", texts.features, [
          ...tags.map((tag) => checkRow(tag, planTexts.tags[tag], (plan) => plan[tag])),
          ...features.map((feature) => checkRow(`feature:${feature}`, feature, (plan) => hasItem(plan.features, feature))),
        ])}
        {group(
          "games",
          planTexts.supportedGames,
          games.map((game) => checkRow(`game:${game}`, game, (plan) => hasItem(plan.supported_games, game))),
        )}
      </table>
    </div>
  );
}

/** "—" for a spec or feature a plan does not have, read out as "Not included". */
function Absent({ label }: { label: string }) {
  return (
    <>
      <span className="compare-absent" aria-hidden="true">
        —
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}

/** A plan's price for the chosen term and its order button: started like a plan card (`planCard.client.ts`). */
function PriceCell({
  plan,
  categoryKey,
  terms,
  billingUrl,
  className,
}: {
  plan: PublicPlan;
  categoryKey: string;
  terms: readonly BillingTerm[];
  billingUrl: string;
  className?: string;
}) {
  useStylesheet(PLAN_CARD_STYLES);
  const context = { texts: useTexts(), language: useLanguage() };
  const markup = planPriceLinesMarkup(plan, terms.length > 0, context) + planOrderButtonMarkup(plan, billingUrl, "btn--small", context.texts.plan);
  return (
    <td
      className={className}
      data-plan-id={plan.id}
      {...planScriptAttributes(plan, categoryKey, terms, context)}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
