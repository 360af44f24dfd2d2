import { BILLING_TERMS } from "../../../common/billingTerms";
import type { Plan, PublicPlan, SiteSettings } from "../../../common/contracts";
import { pricesIn } from "../../../common/i18n/currencies";
import { soldOutEverywhere } from "../../../common/locations";
import { orderAddresses, orderLocationValue, type OrderLocation, type OrderTerm } from "../../../common/orderLink";
import { copyTranslations, inLanguage, type Locale } from "./locale";

/** The admin view of a plan: every field, named one by one so a field added to the model never leaks by accident. */
export function presentPlan(plan: Plan): Plan {
  return {
    id: plan.id,
    name: plan.name,
    price: plan.price,
    ...planDetails(plan),
    markup_percentage: plan.markup_percentage,
    blesta_package_id: plan.blesta_package_id,
    last_blesta_sync: plan.last_blesta_sync,
    created_at: plan.created_at,
    updated_at: plan.updated_at,
    currency_prices: structuredClone(plan.currency_prices ?? {}),
    blesta_pricing_ids: structuredClone(plan.blesta_pricing_ids ?? {}),
    ...(plan.blesta_prices ? { blesta_prices: structuredClone(plan.blesta_prices) } : {}),
    translations: copyTranslations(plan.translations),
  };
}

/** The site settings a public plan answer depends on. */
export type PlanSettings = Pick<
  SiteSettings,
  "default_currency" | "tax_display" | "tax_rate" | "tax_label" | "translations" | "order_url_template" | "billing_url"
>;

/** Where visitors' orders go: the location they chose (null: none) and the site's locations by key. */
interface OrderPlace {
  chosen: string | null;
  locations: ReadonlyMap<string, OrderLocation>;
}

/** The site's locations by key, for order addresses' `{location}`. */
export function orderLocationsOf(locations: readonly OrderLocation[]): ReadonlyMap<string, OrderLocation> {
  return new Map(locations.map((location) => [location.key, location]));
}

/**
 * What visitors see: no markup, billing ids, sync times or other languages' texts; name and features in the
 * locale's language, prices in its currency where the plan has them, the site's tax display, sold out when it is
 * itself or in every location it lists, and the order address of each term it is sold for (in the answered
 * currency and language, `{location}` the order value of the location the order goes to, `{promo}` left to the
 * page).
 */
export function presentPublicPlan(plan: Plan, locale: Locale, settings: PlanSettings, place: OrderPlace): PublicPlan {
  const texts = inLanguage({ name: plan.name, features: plan.features, translations: plan.translations }, locale.language);
  const prices = pricesIn(plan, locale.currency, settings.default_currency);
  const details = planDetails(plan);
  return {
    id: plan.id,
    name: texts.name,
    price: prices.price,
    ...details,
    features: [...texts.features],
    sold_out: details.sold_out || soldOutEverywhere(plan.locations),
    pricing: prices.pricing,
    currency: prices.currency,
    tax: planTax(settings, locale),
    order_urls: orderAddresses(
      { id: plan.id, order_url: plan.order_url, blesta_package_id: plan.blesta_package_id, pricing_ids: plan.blesta_pricing_ids?.[prices.currency] },
      settings,
      ["monthly", ...BILLING_TERMS.filter((term) => prices.pricing[term] !== undefined)] satisfies OrderTerm[],
      { currency: prices.currency, lang: locale.language, location: orderLocationValue(plan.locations, place.chosen, place.locations) },
    ),
  };
}

/** How prices are shown with tax, the label in the locale's language. */
function planTax(settings: PlanSettings, locale: Pick<Locale, "language">): PublicPlan["tax"] {
  const label = settings.translations?.[locale.language]?.tax_label || settings.tax_label;
  return { display: settings.tax_display, rate: settings.tax_rate, label };
}

/** The fields after the price that admins and visitors both see, in the order answers have always had them. */
function planDetails(plan: Plan) {
  return {
    category_key: plan.category_key,
    plan_type: plan.plan_type,
    type: plan.type,
    sub_type: plan.sub_type,
    cpu: plan.cpu,
    ram: plan.ram,
    disk_space: plan.disk_space,
    bandwidth: plan.bandwidth,
    websites: plan.websites,
    subdomains: plan.subdomains,
    parked_domains: plan.parked_domains,
    addon_domains: plan.addon_domains,
    databases: plan.databases,
    email_accounts: plan.email_accounts,
    features: [...plan.features],
    order_url: plan.order_url,
    is_customizable: plan.is_customizable,
    managed_wordpress: plan.managed_wordpress,
    auto_scaling: plan.auto_scaling,
    docker_image: plan.docker_image,
    supported_games: [...plan.supported_games],
    is_popular: plan.is_popular,
    sold_out: plan.sold_out ?? false,
    locations: plan.locations.map((location) => ({ key: location.key, sold_out: location.sold_out })),
    pricing: { ...plan.pricing },
    display_order: plan.display_order,
  };
}

export { sortPlans } from "../../../common/ordering";
