import { termsOffered } from "../../../../../common/billingTerms";
import { localizedPath } from "../../../../../common/i18n/pagePaths";
import { findPlans, hasNeeds } from "../../../../../common/planFinder";
import { comparePath, type PublicPageData } from "../../../../../common/publicPages";
import { LocationChoice } from "../../components/LocationChoice";
import { useLocations } from "../../components/LocationsContext";
import { locationsOffering } from "../../components/locationView";
import { TermSwitch } from "../../components/TermSwitch";
import { formatText } from "../../i18n/catalog";
import { FilledText, useTexts } from "../../i18n/PageTexts";
import { useLinkLocale } from "../../i18n/useLinkLocale";
import { homeHref } from "../../links";
import { FINDER_ANCHOR, PlanFinder, type LocationNames } from "../../sections/PlanFinder";
import { CompareTable } from "./CompareTable";
import comparePageCss from "./comparePage.css?inline";
import { PLAN_BADGE_STYLES } from "../../components/planBadgeStyles";
import { PLANS_STYLES } from "../../sections/plansStyles";
import { stylesheet, useStylesheet } from "../../styles/stylesheets";

const COMPARE_PAGE_STYLES = stylesheet(comparePageCss);

/**
 * /compare/{category_key}: the category's plans side by side, with the plan finder, the location choice (with the
 * latency test) and the term switch above the table; the section's id is the category key, where the location
 * choice's form comes back to. With needs in
 * the address the finder's outcome is shown and the table's columns marked (the cheapest that fit highlighted,
 * the plans that do not fit dimmed). Without the page's data (a page rendered with the standard texts), the note
 * that plans are being updated.
 */
export function ComparePage({ data, locationNames }: { data: PublicPageData; locationNames: LocationNames }) {
  useStylesheet(PLAN_BADGE_STYLES, PLANS_STYLES, COMPARE_PAGE_STYLES);
  const texts = useTexts();
  const links = useLinkLocale(data.locale.defaultLanguage);
  const { locations, chosen } = useLocations();
  const category = data.compareCategory;
  if (!category) {
    return (
      <section className="section compare">
        <p className="container plans-empty">
          <FilledText text={texts.plan.plansUpdating} parts={{ link: <a href={`${homeHref(links)}#contact`}>{texts.plan.contactUs}</a> }} />
        </p>
      </section>
    );
  }
  const needs = data.finderNeeds ?? { amounts: {} };
  const plans = data.plans;
  const terms = termsOffered(plans);
  const result = hasNeeds(needs) ? findPlans(plans, needs) : null;
  const address = localizedPath(comparePath(category.key), links.language, links.defaultLanguage);
  return (
    <section id={category.key} className="section compare" aria-labelledby="compare-title">
      <div className="container">
        <div className="section-head">
          <p className="section-eyebrow">{category.display_name}</p>
          <h1 id="compare-title" className="section-title">
            {formatText(texts.compare, "title", { category: category.display_name })}
          </h1>
          <p className="section-lead">{texts.compare.lead}</p>
          <p className="compare-back">
            <a href={`${homeHref(links)}#${category.key}`}>{texts.compare.allPlans}</a>
          </p>
        </div>
        <PlanFinder plans={plans} idPrefix={FINDER_ANCHOR} action={`${address}#${FINDER_ANCHOR}`} needs={needs} result={result} locationNames={locationNames} />
        <LocationChoice name={category.key} offered={locationsOffering(plans, locations)} chosen={chosen?.key ?? null} links={links} />
        {terms.length > 0 && <TermSwitch name={category.key} terms={terms} />}
        <CompareTable
          plans={plans}
          categoryKey={category.key}
          categoryName={category.display_name}
          terms={terms}
          billingUrl={data.settings.billing_url}
          result={result}
          locationNames={locationNames}
        />
      </div>
    </section>
  );
}
