import type { ContactNotice } from "../../../../common/contactOutcome";
import type { AppDeps } from "../../deps";
import type { Collection } from "../../store/types";
import { publicCategories } from "../../presenters/categories";
import { presentPublicCompany } from "../../presenters/company";
import { presentPublicContent, presentPublicLegal } from "../../presenters/content";
import { presentPublicNavigation } from "../../presenters/navigation";
import { publicPromoCodes } from "../../presenters/promoCodes";
import { presentPublicFaq } from "../../presenters/faq";
import { defaultLocale, offeredCurrenciesOf, type Locale } from "../../presenters/locale";
import { footerPages } from "../../presenters/pages";
import { presentPublicPlan, sortPlans } from "../../presenters/plans";
import { presentPublicSiteSettings, siteText } from "../../presenters/settings";
import type { PublicPage } from "../../../../common/contracts";
import { homeSectionIds } from "../../../../common/sectionLinks";
import { isLegalPageKind, type PageKind, type PublicPageData } from "../../../../common/publicPages";

/** The store collections each page reads: its cached HTML is rebuilt when any of them changes. */
export function collectionsOf(page: PageKind): Collection[] {
  const shared: Collection[] = ["navigation", "site_settings", "company", "media"];
  if (page === "maintenance") return shared;
  // Every other page's footer: the categories (Services), the pages marked for it (Company) and the footer promo;
  // the FAQ and the categories also decide which home page sections the menu may link to.
  const withFooter: Collection[] = [...shared, "categories", "pages", "promos", "faq"];
  if (page === "home") return [...withFooter, "plans", "content"];
  // The imprint is made from the company's details (read by every page) until it has a text of its own.
  if (isLegalPageKind(page)) return [...withFooter, "content"];
  return withFooter;
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
  customPage: PublicPage | null = null,
  locale: Locale = defaultLocale(deps.store.snapshot().site_settings),
): PublicPageData {
  const data = deps.store.snapshot();
  const settings = data.site_settings;
  return {
    page,
    locale: {
      language: locale.language,
      currency: locale.currency,
      languages: [...settings.languages],
      defaultLanguage: settings.default_language,
      currencies: offeredCurrenciesOf(data),
      defaultCurrency: settings.default_currency,
      ...(locale.unavailableCurrency ? { unavailableCurrency: locale.unavailableCurrency } : {}),
    },
    settings: presentPublicSiteSettings(data.site_settings, data.media, locale.language),
    company: presentPublicCompany(data.company, locale.language),
    navigation: [],
    status: deps.status.current(),
    year: now.getFullYear(),
    plans: [],
    categories: [],
    promoCodes: [],
    content: {},
    factIndex,
    logoSize: data.media?.logo ? { width: data.media.logo.width, height: data.media.logo.height } : null,
    logoDarkSize: data.media?.logo_dark ? { width: data.media.logo_dark.width, height: data.media.logo_dark.height } : null,
    heroImageSize: page === "home" && data.media?.hero_image ? { width: data.media.hero_image.width, height: data.media.hero_image.height } : null,
    ...(page === "home" ? { contactNotice } : {}),
    ...(page === "maintenance" ? { maintenanceMessage: siteText(data.site_settings, "maintenance_message", locale.language) } : {}),
    ...(page === "page" ? { customPage } : {}),
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
  customPage: PublicPage | null = null,
  locale: Locale = defaultLocale(deps.store.snapshot().site_settings),
): PublicPageData {
  const data = deps.store.snapshot();
  const language = locale.language;
  const standard = standardPageData(deps, page, now, factIndex, null, customPage, locale);
  const navigation = presentPublicNavigation(data.navigation, language);
  if (page === "maintenance") return { ...standard, navigation };
  const promoCodes = publicPromoCodes(data.promos, now, language);
  const categories = publicCategories(data.categories, language);
  const base: PublicPageData = {
    ...standard,
    navigation,
    homeSections: [...homeSectionIds({ categoryKeys: categories.map((category) => category.key), faqCount: presentPublicFaq(data.faq, language).length })],
    // The footer's Services links and the promo strip above it (the home page shows the other places' codes too).
    categories,
    promoCodes: page === "home" ? promoCodes : promoCodes.filter((promo) => promo.display_location === "footer"),
    footerPages: footerPages(data.pages, language),
  };
  if (page === "home") {
    return {
      ...base,
      plans: sortPlans(data.plans).map((plan) => presentPublicPlan(plan, locale, data.site_settings)),
      content: {
        hero: presentPublicContent(data.content.hero, language),
        features: presentPublicContent(data.content.features, language),
        about: presentPublicContent(data.content.about, language),
      },
      faq: presentPublicFaq(data.faq, language),
      contactNotice,
    };
  }
  if (isLegalPageKind(page)) {
    return { ...base, content: { [page]: presentPublicLegal(data.content, data.company, page, language) } };
  }
  return base;
}
