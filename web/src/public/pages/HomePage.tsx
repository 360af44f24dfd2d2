import { plansOfCategory } from "../../../../common/rules";
import type { PublicPageData } from "../../../../common/publicPages";
import { promoForSlot } from "../promos";
import { About } from "../sections/About";
import { CategorySection } from "../sections/CategorySection";
import { Contact } from "../sections/Contact";
import { FallbackSections } from "../sections/FallbackSections";
import { Faq } from "../sections/Faq";
import { Features } from "../sections/Features";
import { Hero } from "../sections/Hero";

/** The home page's main content, top to bottom: hero, features, one section per category, about, FAQ (when there are questions), contact. */
export function HomePage({ data }: { data: PublicPageData }) {
  const billingUrl = data.settings.billing_url;
  const pricingPromo = promoForSlot(data.promos, "pricing");
  return (
    <>
      <Hero content={data.content.hero} promo={promoForSlot(data.promos, "hero")} />
      <Features content={data.content.features} companyName={data.company.name} />
      {data.categories.length > 0 ? (
        data.categories.map((category, index) => (
          <CategorySection
            key={category.id}
            category={category}
            plans={plansOfCategory(data.plans, category)}
            billingUrl={billingUrl}
            promo={index === 0 ? pricingPromo : undefined}
            soft={index % 2 === 1}
          />
        ))
      ) : (
        <FallbackSections plans={data.plans} billingUrl={billingUrl} promo={pricingPromo} />
      )}
      <About content={data.content.about} company={data.company} />
      <Faq items={data.faq ?? []} />
      <Contact company={data.company} notice={data.contactNotice} />
    </>
  );
}
