import { plansOfCategory } from "../../../../common/rules";
import type { PublicPageData } from "../../../../common/publicPages";
import { pricingPromoSection, promoForSlot, promoSectionFacts } from "../promoCodes";
import { About } from "../sections/About";
import { CategorySection } from "../sections/CategorySection";
import { locationNamesOf } from "../sections/PlanFinder";
import { Contact } from "../sections/Contact";
import { FallbackSections } from "../sections/FallbackSections";
import { Faq } from "../sections/Faq";
import { Features } from "../sections/Features";
import { Hero } from "../sections/Hero";

/**
 * The home page's main content, top to bottom: hero, features, one section per category (the pricing promo in
 * the first, or in the first offering the billing term the promo is about), about, FAQ (when there are
 * questions), contact.
 */
export function HomePage({ data }: { data: PublicPageData }) {
  const billingUrl = data.settings.billing_url;
  const pricingPromo = promoForSlot(data.promoCodes, "pricing");
  const pricingSection = pricingPromoSection(
    pricingPromo,
    data.categories.map((category) => promoSectionFacts(plansOfCategory(data.plans, category))),
  );
  const locationNames = locationNamesOf(data);
  const heroImage = data.settings.hero_image_url ? { url: data.settings.hero_image_url, size: data.heroImageSize ?? null } : null;
  return (
    <>
      <Hero content={data.content.hero} promo={promoForSlot(data.promoCodes, "hero")} image={heroImage} locale={data.locale} />
      <Features content={data.content.features} companyName={data.company.name} homeSections={data.homeSections} />
      {data.categories.length > 0 ? (
        data.categories.map((category, index) => (
          <CategorySection
            key={category.id}
            category={category}
            plans={plansOfCategory(data.plans, category)}
            billingUrl={billingUrl}
            promo={index === pricingSection ? pricingPromo : undefined}
            soft={index % 2 === 1}
            locale={data.locale}
            locationNames={locationNames}
            finderNeeds={category.key === data.finderCategory ? data.finderNeeds : undefined}
          />
        ))
      ) : (
        <FallbackSections plans={data.plans} billingUrl={billingUrl} promo={pricingPromo} locale={data.locale} />
      )}
      <About content={data.content.about} company={data.company} />
      <Faq items={data.faq ?? []} />
      <Contact company={data.company} notice={data.contactNotice} />
    </>
  );
}
