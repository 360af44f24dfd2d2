import type { ContactNotice } from "../../../../common/contactOutcome";
import type { AppDeps } from "../../deps";
import type { Collection } from "../../store/types";
import { presentCompany, presentContent, presentNavigation, publicCategories, publicPromos } from "../../presenters/catalog";
import { presentFaq } from "../../presenters/faq";
import { footerPages } from "../../presenters/pages";
import { presentPublicPlan, sortPlans } from "../../presenters/plans";
import { presentPublicSiteSettings } from "../../presenters/settings";
import type { PublicPage } from "../../../../common/contracts";
import type { PageKind, PublicPageData } from "../../../../common/publicPages";

/** The store collections each page reads: its cached HTML is rebuilt when any of them changes. */
export function collectionsOf(page: PageKind): Collection[] {
  const shared: Collection[] = ["navigation", "site_settings", "company", "media"];
  if (page === "maintenance") return shared;
  // Every other page's footer: the categories (Services), the pages marked for it (Company) and the footer promo.
  const withFooter: Collection[] = [...shared, "categories", "pages", "promos"];
  if (page === "home") return [...withFooter, "plans", "content", "faq"];
  if (page === "terms" || page === "privacy") return [...withFooter, "content"];
  return withFooter;
}

/**
 * What every page shows besides its stored blocks (navigation, plans, categories, promo codes, texts), which are
 * left empty: the pages then show their standard navigation, texts and sections.
 */
export function standardPageData(
  deps: AppDeps,
  page: PageKind,
  now: Date,
  factIndex = 0,
  contactNotice: ContactNotice | null = null,
  customPage: PublicPage | null = null,
): PublicPageData {
  const data = deps.store.snapshot();
  return {
    page,
    settings: presentPublicSiteSettings(data.site_settings, data.media),
    company: presentCompany(data.company),
    navigation: [],
    status: deps.status.current(),
    year: now.getFullYear(),
    plans: [],
    categories: [],
    promos: [],
    content: {},
    factIndex,
    logoSize: data.media?.logo ? { width: data.media.logo.width, height: data.media.logo.height } : null,
    heroImageSize: page === "home" && data.media?.hero_image ? { width: data.media.hero_image.width, height: data.media.hero_image.height } : null,
    ...(page === "home" ? { contactNotice } : {}),
    ...(page === "maintenance" ? { maintenanceMessage: data.site_settings.maintenance_message ?? "" } : {}),
    ...(page === "page" ? { customPage } : {}),
  };
}

/** Everything one public page shows, taken from the store through the public presenters (allow-lists). */
export function gatherPageData(
  deps: AppDeps,
  page: PageKind,
  now: Date,
  factIndex = 0,
  contactNotice: ContactNotice | null = null,
  customPage: PublicPage | null = null,
): PublicPageData {
  const data = deps.store.snapshot();
  const standard = standardPageData(deps, page, now, factIndex, null, customPage);
  if (page === "maintenance") return { ...standard, navigation: presentNavigation(data.navigation) };
  const promos = publicPromos(data.promos, now);
  const base: PublicPageData = {
    ...standard,
    navigation: presentNavigation(data.navigation),
    // The footer's Services links and the promo strip above it (the home page shows the other places' codes too).
    categories: publicCategories(data.categories),
    promos: page === "home" ? promos : promos.filter((promo) => promo.display_location === "footer"),
    footerPages: footerPages(data.pages),
  };
  if (page === "home") {
    return {
      ...base,
      plans: sortPlans(data.plans).map(presentPublicPlan),
      content: { hero: presentContent(data.content.hero), features: presentContent(data.content.features), about: presentContent(data.content.about) },
      faq: presentFaq(data.faq),
      contactNotice,
    };
  }
  if (page === "terms" || page === "privacy") {
    return { ...base, content: { [page]: presentContent(data.content[page]) } };
  }
  return base;
}
