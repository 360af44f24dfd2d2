/**
 * Where a plan's order button leads. Pure rules without zod: the server renders the first address, and the public
 * page's script fills it again when the visitor picks another term.
 */
import type { BillingTerm } from "./billingTerms";
import { orderLocationKey, type PlanLocation } from "./locations";

/** The terms an order is placed for: monthly (a plan's `price`) and the longer billing terms. */
export const ORDER_TERMS = ["monthly", "quarterly", "semiannual", "annual", "biennial", "triennial"] as const satisfies ReadonlyArray<"monthly" | BillingTerm>;
export type OrderTerm = (typeof ORDER_TERMS)[number];

/** Blesta's package pricing id of each term a plan is sold for, in one currency (known after a price sync). */
export type PricingIds = Partial<Record<OrderTerm, number>>;

/** The placeholders an order address may use. */
export const ORDER_PLACEHOLDERS = ["plan_id", "blesta_package_id", "pricing_id", "term", "currency", "lang", "promo", "location"] as const;
export type OrderPlaceholder = (typeof ORDER_PLACEHOLDERS)[number];

/** What the placeholders are filled with; a value left out (or null) is filled in empty. */
export type OrderValues = Partial<Record<OrderPlaceholder, string | number | null>>;

const PLACEHOLDER = /\{([a-z_]+)\}/g;

/** The `{name}` placeholders of an address that are not order placeholders (a template check names them). */
export function unknownPlaceholders(address: string): string[] {
  const names = [...address.matchAll(PLACEHOLDER)].map((match) => match[1]);
  return [...new Set(names.filter((name) => !(ORDER_PLACEHOLDERS as readonly string[]).includes(name)))];
}

/**
 * Fills the order placeholders of an address, each value URL-encoded (encodeURIComponent). Anything else in the
 * address (other braces included, and the placeholders named in `keep`) is left exactly as written, so an
 * address without placeholders comes back unchanged.
 */
export function fillOrderTemplate(address: string, values: OrderValues, keep: readonly OrderPlaceholder[] = []): string {
  return address.replace(PLACEHOLDER, (whole, name: string) => {
    if (!(ORDER_PLACEHOLDERS as readonly string[]).includes(name) || keep.includes(name as OrderPlaceholder)) return whole;
    const value = values[name as OrderPlaceholder];
    return value === undefined || value === null ? "" : encodeURIComponent(String(value));
  });
}

export interface OrderPlan {
  id: number;
  order_url: string;
  blesta_package_id: number | null;
  /** The package pricing ids for the currency the plan's prices are shown in. */
  pricing_ids?: PricingIds;
}

export interface OrderSite {
  order_url_template: string;
  billing_url: string;
}

/** A plan's order addresses by term, `{promo}` still to fill: what a public plan answer carries. */
export type OrderUrls = Partial<Record<OrderTerm, string>>;

export interface OrderChoice {
  term: OrderTerm;
  currency: string;
  lang: string;
  /** The promo code the visitor last copied; empty when none. */
  promo?: string;
  /** What `{location}` becomes: the order value of the location the order goes to (orderLocationValue); empty when none. */
  location?: string;
}

/** Where an order button leads when nothing at all is set: the contact form. */
export const NO_ORDER_ADDRESS = "#contact";

/**
 * A plan card's order address: the plan's `order_url` if set, else the site's `order_url_template` if set (both
 * with their placeholders filled for the visitor's choice), else `billing_url` as written, else the contact form.
 */
export function orderAddress(plan: OrderPlan, site: OrderSite, choice: OrderChoice): string {
  return fillOrderAddress(plan, site, choice, []);
}

/**
 * The order address of each term (`terms`), filled for the currency and language but with `{promo}` left in: the
 * page fills that with the code the visitor copied (`fillOrderTemplate(address, { promo })`, empty when none).
 */
export function orderAddresses(plan: OrderPlan, site: OrderSite, terms: readonly OrderTerm[], choice: Omit<OrderChoice, "term" | "promo">): OrderUrls {
  const addresses: OrderUrls = {};
  for (const term of terms) addresses[term] = fillOrderAddress(plan, site, { ...choice, term }, ["promo"]);
  return addresses;
}

function fillOrderAddress(plan: OrderPlan, site: OrderSite, choice: OrderChoice, keep: readonly OrderPlaceholder[]): string {
  const template = plan.order_url.trim() || site.order_url_template.trim();
  if (!template) return site.billing_url.trim() || NO_ORDER_ADDRESS;
  const values: OrderValues = {
    plan_id: plan.id,
    blesta_package_id: plan.blesta_package_id,
    pricing_id: plan.pricing_ids?.[choice.term],
    term: choice.term,
    currency: choice.currency,
    lang: choice.lang,
    promo: choice.promo ?? "",
    location: choice.location ?? "",
  };
  return fillOrderTemplate(template, values, keep);
}

/** A location as order addresses name it: its key, and what `{location}` becomes for it (empty: the key). */
export interface OrderLocation {
  key: string;
  order_value: string;
}

/**
 * What `{location}` becomes in a plan's order address: the order value (else the key) of the location the order
 * goes to (orderLocationKey: the chosen one while the plan is offered there and not sold out, else the plan's first
 * location that is not sold out); empty when there is none.
 */
export function orderLocationValue(
  planLocations: readonly PlanLocation[],
  chosen: string | null | undefined,
  locations: ReadonlyMap<string, OrderLocation>,
): string {
  const key = orderLocationKey(planLocations, chosen);
  if (key === null) return "";
  const location = locations.get(key);
  return location?.order_value.trim() || key;
}

/**
 * The site's own order links: order buttons go to `/go/order?plan=…&term=…&currency=…&lang=…&promo=…&location=…`,
 * which counts the click and answers 302 to the order address the site builds for those values. Works without
 * JavaScript; the page's script fills in `promo` (the code the visitor copied) and `term` (the chosen one).
 */
export const GO_ORDER_PATH = "/go/order";
/** Where a copied promo code is counted (`POST /go/promo-copy?code=…`, answered 204). */
export const GO_PROMO_COPY_PATH = "/go/promo-copy";

/** What an order link names. */
export interface GoOrderLink {
  plan: number;
  term: OrderTerm;
  currency: string;
  lang: string;
  /** The chosen location's key; empty for none (the order then goes to the plan's first location not sold out). */
  location: string;
}

/**
 * An order link, `{promo}` left in for the page to fill (`fillOrderTemplate(address, { promo })`), as the order
 * addresses the site builds have it.
 */
export function goOrderAddress(link: GoOrderLink): string {
  const query = `plan=${link.plan}&term=${formValue(link.term)}&currency=${formValue(link.currency)}&lang=${formValue(link.lang)}`;
  return `${GO_ORDER_PATH}?${query}&promo={promo}&location=${encodeURIComponent(link.location)}`;
}

/** What URLSearchParams leaves as it is in a value. */
const FORM_SAFE = /^[A-Za-z0-9*._-]*$/;

/**
 * A query value as URLSearchParams writes it (form encoding). Terms, currencies and languages are such plain words
 * that it is needed only for safety: a page of hundreds of plans builds its order links without it.
 */
function formValue(value: string): string {
  return FORM_SAFE.test(value) ? value : new URLSearchParams([["", value]]).toString().slice(1);
}

/**
 * The site's order link `href` (`/go/order?…`, as a page renders it) for another term and the promo code the visitor
 * copied (empty: none); any other address comes back as it is. A plan card's script points its order button with it.
 */
export function orderLinkFor(href: string, term: string, promo: string): string {
  if (!isSiteOrderLink(href)) return href;
  const query = new URLSearchParams(href.slice(SITE_ORDER_LINK_START.length));
  query.set("term", term);
  query.set("promo", promo);
  return SITE_ORDER_LINK_START + query.toString();
}

const SITE_ORDER_LINK_START = `${GO_ORDER_PATH}?`;

/** Whether an order address is the site's own order link (`/go/order?…`, goOrderAddress's), as pages have them. */
export function isSiteOrderLink(address: string): boolean {
  return address.startsWith(SITE_ORDER_LINK_START);
}
