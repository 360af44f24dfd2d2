import type { Collection } from "../../store/types";
import { publicCategories } from "../../presenters/categories";
import { presentPublicCompany } from "../../presenters/company";
import { presentPublicContent, presentPublicLegal } from "../../presenters/content";
import { measuredUptime } from "../../presenters/measuredUptime";
import { presentPublicNavigation } from "../../presenters/navigation";
import { publicPromoCodes } from "../../presenters/promoCodes";
import { presentPublicFaq } from "../../presenters/faq";
import { footerPages } from "../../presenters/pages";
import { publicLocations } from "../../presenters/locations";
import { orderLocationsOf, presentPublicPlan, sortPlans } from "../../presenters/plans";
import { planBelongsToCategory } from "../../../../common/rules";
import { presentPublicSiteSettings, siteText } from "../../presenters/settings";
import { siteNoticeOf } from "../../presenters/siteNotice";
import { presentPublicStatus, publicIncidents, publicMaintenance } from "../../presenters/status";
import { homeSectionIds } from "../../../../common/sectionLinks";
import { isLegalPageKind, type PageKind, type PublicPageData } from "../../../../common/publicPages";
import type { PageRequest } from "./pageRequest";
import type { PublicPlan } from "../../../../common/contracts";
import { goOrderAddress, NO_ORDER_ADDRESS, ORDER_TERMS } from "../../../../common/orderLink";

/** The store collections each page reads: its cached HTML is rebuilt when any of them changes. */
export function collectionsOf(page: PageKind, measuresUptime = false): Collection[] {
  const shared: Collection[] = ["navigation", "site_settings", "company", "media"];
  if (page === "maintenance") return shared;
  // Every other page's footer: the categories (Services), the pages marked for it (Company) and the footer promo;
  // the FAQ and the categories also decide which home page sections the menu may link to; the incidents and
  // maintenance windows make the notice above the page.
  const withFooter: Collection[] = [...shared, "categories", "pages", "promos", "faq", "incidents", "maintenance"];
  // The home page's about numbers may show the uptime measured from the status history (`measuresUptime`); else
  // the history, counted every minute, does not touch it.
  if (page === "home") {
    return [...withFooter, "plans", "content", "locations", ...(measuresUptime ? (["status_monitors", "status_history"] as const) : [])];
  }
  // The locations' statuses come from the monitors' states: the page's version carries them (locationStatesClock).
  if (page === "locations" || page === "compare") return [...withFooter, "plans", "locations"];
  if (page === "status") return [...withFooter, "status_monitors", "status_history"];
  // The imprint is made from the company's details (read by every page) until it has a text of its own.
  if (isLegalPageKind(page)) return [...withFooter, "content"];
  return withFooter;
}

/**
 * What every page shows besides its stored blocks (navigation, plans, categories, promo codes, texts), which are
 * left empty: the pages then show their standard navigation, texts and sections. Texts are in the request's language.
 */
export function standardPageData(request: PageRequest): PublicPageData {
  const { data, page, language } = request;
  const settings = data.site_settings;
  return {
    page,
    locale: {
      language,
      currency: request.currency,
      languages: [...settings.languages],
      defaultLanguage: settings.default_language,
      currencies: [...request.offeredCurrencies],
      defaultCurrency: settings.default_currency,
      ...(request.unavailableCurrency ? { unavailableCurrency: request.unavailableCurrency } : {}),
      location: request.location,
    },
    settings: presentPublicSiteSettings(settings, data.media, language),
    company: presentPublicCompany(data.company, language),
    navigation: [],
    status: request.status,
    year: request.now.getFullYear(),
    plans: [],
    categories: [],
    promoCodes: [],
    content: {},
    factIndex: request.factIndex,
    logoSize: data.media?.logo ? { width: data.media.logo.width, height: data.media.logo.height } : null,
    logoDarkSize: data.media?.logo_dark ? { width: data.media.logo_dark.width, height: data.media.logo_dark.height } : null,
    heroImageSize: page === "home" && data.media?.hero_image ? { width: data.media.hero_image.width, height: data.media.hero_image.height } : null,
    ...(page === "home" ? { contactNotice: request.contactNotice } : {}),
    ...(page === "maintenance" ? { maintenanceMessage: siteText(settings, "maintenance_message", language) } : {}),
    ...(page === "page" ? { customPage: request.customPage } : {}),
  };
}

/**
 * Everything one public page shows, taken from the request's data through the public presenters (allow-lists), in
 * its language and currency.
 */
export function gatherPageData(request: PageRequest): PublicPageData {
  const { data, page, language, now } = request;
  const standard = standardPageData(request);
  const navigation = presentPublicNavigation(data.navigation, language);
  if (page === "maintenance") return { ...standard, navigation };
  const promoCodes = publicPromoCodes(data.promos, now, language);
  const categories = publicCategories(data.categories, language);
  const faq = presentPublicFaq(data.faq, language);
  const statusPage = page === "status" ? presentPublicStatus(data, language, request.status.checked_at, now) : undefined;
  const siteNotice = statusPage
    ? siteNoticeOf(statusPage.incidents, statusPage.maintenance)
    : siteNoticeOf(publicIncidents(data.incidents, language, now), publicMaintenance(data.maintenance, language, now));
  const base: PublicPageData = {
    ...standard,
    navigation,
    homeSections: [...homeSectionIds({ categoryKeys: categories.map((category) => category.key), faqCount: faq.length })],
    // The footer's Services links and the promo strip above it (the home page shows the other places' codes too).
    categories,
    promoCodes: page === "home" ? promoCodes : promoCodes.filter((promo) => promo.display_location === "footer"),
    footerPages: footerPages(data.pages, language),
    siteNotice,
  };
  if (statusPage) return { ...base, statusPage };
  // A page's own copy of the shared list (the plans themselves are shared: pages only read them).
  const plans = () => [...pagePlans(request)];
  if (page === "locations") return { ...base, plans: plans(), locations: publicLocations(data, language, now) };
  if (page === "compare") {
    // The category's plans as its section on the home page shows them.
    const compareCategory = categories.find((category) => category.key === request.compareKey);
    const shown = compareCategory ? plans().filter((plan) => planBelongsToCategory(plan, compareCategory)) : [];
    const compared = compareCategory ? { compareCategory, finderNeeds: request.finderNeeds } : {};
    return { ...base, plans: shown, locations: publicLocations(data, language, now), ...compared };
  }
  if (page === "home") {
    return {
      ...base,
      plans: plans(),
      locations: publicLocations(data, language, now),
      ...(request.finderCategory !== null ? { finderCategory: request.finderCategory, finderNeeds: request.finderNeeds } : {}),
      content: {
        hero: presentPublicContent(data.content.hero, language),
        features: presentPublicContent(data.content.features, language),
        about: presentPublicContent(data.content.about, language, () => measuredUptime(data, now)),
      },
      faq,
    };
  }
  if (isLegalPageKind(page)) {
    const countsVisits = page === "privacy" ? { countsVisits: data.site_settings.statistics_enabled } : {};
    return { ...base, content: { [page]: presentPublicLegal(data.content, data.company, page, language) }, ...countsVisits };
  }
  return base;
}

/** The plans as pages show them, per language, currency and chosen location, for the data they were made from. */
interface PresentedPlans {
  settings: object;
  locations: object;
  byLocale: Map<string, readonly PublicPlan[]>;
}
const presentedPlans = new WeakMap<object, PresentedPlans>();

/**
 * The request's plans as the pages show them, in order: presented once per version of the plans, the settings
 * and the locations (a write replaces those collections, never changes them in place) and per language, currency
 * and chosen location, not once per page: the home page, the locations page and each category's compare page of
 * a language and currency share them.
 */
function pagePlans(request: PageRequest): readonly PublicPlan[] {
  const { data } = request;
  let known = presentedPlans.get(data.plans);
  if (!known || known.settings !== data.site_settings || known.locations !== data.locations) {
    known = { settings: data.site_settings, locations: data.locations, byLocale: new Map() };
    presentedPlans.set(data.plans, known);
  }
  const key = `${request.language}|${request.currency}|${request.location ?? ""}`;
  let plans = known.byLocale.get(key);
  if (!plans) {
    const place = { chosen: request.location, locations: orderLocationsOf(data.locations) };
    plans = Object.freeze(sortPlans(data.plans).map((plan) => throughOrderLinks(presentPublicPlan(plan, request, data.site_settings, place), request)));
    known.byLocale.set(key, plans);
  }
  return plans;
}

/**
 * A plan as the pages show it: each order address that leads somewhere becomes the site's own order link
 * (`/go/order?…`, which counts the click and redirects to that same address), `{promo}` still left for the page.
 */
function throughOrderLinks(plan: PublicPlan, request: Pick<PageRequest, "language" | "location">): PublicPlan {
  const order_urls: PublicPlan["order_urls"] = {};
  for (const term of ORDER_TERMS) {
    const address = plan.order_urls[term];
    if (address === undefined) continue;
    order_urls[term] =
      address === NO_ORDER_ADDRESS
        ? address
        : goOrderAddress({ plan: plan.id, term, currency: plan.currency, lang: request.language, location: request.location ?? "" });
  }
  return { ...plan, order_urls };
}
