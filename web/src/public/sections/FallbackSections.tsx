import type { PublicPlan, PublicPromoCode } from "../../../../common/contracts";
import type { PageLocale } from "../../../../common/publicPages";
import { PlanGrid } from "../components/PlanGrid";
import { PromoBanner } from "../components/PromoBanner";
import { fallbackSections, plansOfFallbackGroup } from "../fallbacks";
import { FilledText, useTexts } from "../i18n/PageTexts";
import { PLANS_STYLES } from "./plansStyles";
import { useStylesheet } from "../styles/stylesheets";

interface FallbackSectionsProps {
  plans: PublicPlan[];
  billingUrl: string;
  promo?: PublicPromoCode;
  locale: PageLocale;
}

/**
 * When no categories load, fixed sections hosting (SSD and HDD shared), vps (standard and
 * performance) and gameservers (standard and performance); the pricing promo sits at the top of hosting.
 */
export function FallbackSections({ plans, billingUrl, promo, locale }: FallbackSectionsProps) {
  useStylesheet(PLANS_STYLES);
  const texts = useTexts();
  return (
    <>
      {fallbackSections(texts).map((section, index) => (
        <section
          key={section.key}
          id={section.key}
          className={index % 2 ? "section section--soft plans-section" : "section plans-section"}
          aria-labelledby={`${section.key}-title`}
          data-fallback="true"
        >
          <div className="container">
            {section.key === "hosting" && promo && <PromoBanner promo={promo} slot="pricing" locale={locale} />}
            <div className="section-head">
              <h2 id={`${section.key}-title`} className="section-title">
                {section.title}
              </h2>
              <p className="section-lead">{section.description}</p>
            </div>
            {section.groups.map((group, groupIndex) => {
              const groupPlans = plansOfFallbackGroup(plans, group, groupIndex === 0);
              return (
                <div key={group.title} className="plan-group">
                  <h3 className="plan-group-title">{group.title}</h3>
                  {groupPlans.length > 0 ? (
                    <PlanGrid plans={groupPlans} billingUrl={billingUrl} headingLevel={4} />
                  ) : (
                    <p className="plans-empty">
                      <FilledText text={texts.plan.plansUpdating} parts={{ link: <a href="#contact">{texts.plan.contactUs}</a> }} />
                    </p>
                  )}
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </>
  );
}
