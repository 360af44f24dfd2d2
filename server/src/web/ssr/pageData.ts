import type { ContactNotice } from "../../../../common/contactOutcome";
import type { AppDeps } from "../../deps";
import type { Collection } from "../../store/types";
import { presentPublicCompany, presentPublicContent, presentPublicNavigation, publicCategories, publicPromos } from "../../presenters/catalog";
import { defaultLocale, type Locale } from "../../presenters/locale";
import { presentPublicPlan, sortPlans } from "../../presenters/plans";
import { presentPublicSiteSettings, siteText } from "../../presenters/settings";
import type { PageKind, PublicPageData } from "../../../../common/publicPages";

/** The store collections each page reads: its cached HTML is rebuilt when any of them changes. */
export function collectionsOf(page: PageKind): Collection[] {
  const shared: Collection[] = ["navigation", "site_settings", "company", "media"];
  if (page === "home") return [...shared, "plans", "categories", "promos", "content"];
  if (page === "terms" || page === "privacy") return [...shared, "content"];
  return shared;
}

/**
 * What every page shows besides its stored blocks (navigation, plans, categories, promo codes, texts), which are
 * left empty: the pages then show their standard navigation, texts and sections. Texts are in the locale's
 * language (the site's default when none is given).
 */
export function standardPageData(
  deps: AppDeps,
  page: PageKind,
  now: Date,
  factIndex = 0,
  contactNotice: ContactNotice | null = null,
  locale: Locale = defaultLocale(deps.store.snapshot().site_settings),
): PublicPageData {
  const data = deps.store.snapshot();
  return {
    page,
    settings: presentPublicSiteSettings(data.site_settings, data.media, locale.language),
    company: presentPublicCompany(data.company, locale.language),
    navigation: [],
    status: deps.status.current(),
    year: now.getFullYear(),
    plans: [],
    categories: [],
    promos: [],
    content: {},
    factIndex,
    logoSize: data.media?.logo ? { width: data.media.logo.width, height: data.media.logo.height } : null,
    ...(page === "home" ? { contactNotice } : {}),
    ...(page === "maintenance" ? { maintenanceMessage: siteText(data.site_settings, "maintenance_message", locale.language) } : {}),
  };
}

/**
 * Everything one public page shows, taken from the store through the public presenters (allow-lists), in the
 * locale's language and currency (the site's defaults when none is given).
 */
export function gatherPageData(
  deps: AppDeps,
  page: PageKind,
  now: Date,
  factIndex = 0,
  contactNotice: ContactNotice | null = null,
  locale: Locale = defaultLocale(deps.store.snapshot().site_settings),
): PublicPageData {
  const data = deps.store.snapshot();
  const language = locale.language;
  const base: PublicPageData = {
    ...standardPageData(deps, page, now, factIndex, null, locale),
    navigation: presentPublicNavigation(data.navigation, language),
  };
  if (page === "home") {
    return {
      ...base,
      plans: sortPlans(data.plans).map((plan) => presentPublicPlan(plan, locale, data.site_settings)),
      categories: publicCategories(data.categories, language),
      promos: publicPromos(data.promos, now, language),
      content: {
        hero: presentPublicContent(data.content.hero, language),
        features: presentPublicContent(data.content.features, language),
        about: presentPublicContent(data.content.about, language),
      },
      contactNotice,
    };
  }
  if (page === "terms" || page === "privacy") {
    return { ...base, content: { [page]: presentPublicContent(data.content[page], language) } };
  }
  return base;
}
