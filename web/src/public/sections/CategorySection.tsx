import type { PublicCategory, PublicPlan, PublicPromoCode } from "../../../../common/contracts";
import type { PageLocale } from "../../../../common/publicPages";
import { LocationChoice } from "../components/LocationChoice";
import { useLocations } from "../components/LocationsContext";
import { locationsOffering } from "../components/locationView";
import { termsOffered } from "../../../../common/billingTerms";
import { PlanGrid } from "../components/PlanGrid";
import { PromoBanner } from "../components/PromoBanner";
import { TermSwitch } from "../components/TermSwitch";
import { localizedPath } from "../../../../common/i18n/pagePaths";
import { findPlans, hasNeeds, type FinderNeeds } from "../../../../common/planFinder";
import { comparePath } from "../../../../common/publicPages";
import { FilledText, useLanguage, useTexts } from "../i18n/PageTexts";
import { PlanFinder, type LocationNames } from "./PlanFinder";
import { PLANS_STYLES } from "./plansStyles";
import { useStylesheet } from "../styles/stylesheets";

interface CategorySectionProps {
  category: PublicCategory;
  plans: PublicPlan[];
  billingUrl: string;
  /** The pricing promo, given to one category section only (see HomePage). */
  promo?: PublicPromoCode;
  soft: boolean;
  locale: PageLocale;
  locationNames: LocationNames;
  /** What the visitor asked this section's plan finder for (absent: it was not asked). */
  finderNeeds?: FinderNeeds;
}

/**
 * One section per hosting category; its id is the category key (so #hosting, #vps, #gameservers links work). Under
 * its plans: the link to the category's compare page and the plan finder, whose form comes back to this section
 * (`/?finder={key}&need_ram_gb=4#{key}-finder`): the page then marks the plans and the finder shows its outcome.
 */
export function CategorySection({ category, plans, billingUrl, promo, soft, locale, locationNames, finderNeeds }: CategorySectionProps) {
  useStylesheet(PLANS_STYLES);
  const texts = useTexts();
  const language = useLanguage();
  const compareAddress = localizedPath(comparePath(category.key), language, locale.defaultLanguage);
  const finderId = `${category.key}-finder`;
  const needs = finderNeeds ?? { amounts: {} };
  const finderResult = hasNeeds(needs) ? findPlans(plans, needs) : null;
  const title = category.section_title || category.display_name;
  const description = category.section_description || category.description;
  const headingId = `${category.key}-title`;
  const terms = termsOffered(plans);
  const { locations, chosen } = useLocations();
  return (
    <section id={category.key} className={soft ? "section section--soft plans-section" : "section plans-section"} aria-labelledby={headingId}>
      <div className="container">
        <div className="section-head">
          <p className="section-eyebrow">{category.display_name}</p>
          <h2 id={headingId} className="section-title">
            {title}
          </h2>
          {description && <p className="section-lead">{description}</p>}
        </div>
        {promo && <PromoBanner promo={promo} slot="pricing" locale={locale} />}
        <LocationChoice name={category.key} offered={locationsOffering(plans, locations)} chosen={chosen?.key ?? null} links={locale} />
        {terms.length > 0 && <TermSwitch name={category.key} terms={terms} />}
        {plans.length > 0 ? (
          <>
            <PlanGrid plans={plans} billingUrl={billingUrl} categoryKey={category.key} terms={terms} finderResult={finderResult} />
            <div className="plans-more">
              <a className="plans-compare" href={compareAddress}>
                {texts.compare.link}
                <span className="visually-hidden">: {category.display_name}</span>
              </a>
              <PlanFinder
                plans={plans}
                idPrefix={finderId}
                action={`${localizedPath("/", language, locale.defaultLanguage)}#${finderId}`}
                needs={needs}
                result={finderResult}
                locationNames={locationNames}
                sectionOf={category.key}
              />
            </div>
          </>
        ) : (
          <p className="plans-empty">
            <FilledText text={texts.plan.noPlans} parts={{ link: <a href="#contact">{texts.plan.contactUs}</a> }} />
          </p>
        )}
      </div>
    </section>
  );
}
