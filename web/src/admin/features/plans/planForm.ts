import { TERM_LABELS } from "../../../../../common/billingTerms";
import { roundAmount } from "../../../../../common/currencyAmounts";
import { HOSTING_LIMIT_FIELDS } from "../../../../../common/rules";
import type { PlanLocation } from "../../../../../common/locations";
import type { FieldRules } from "../../lib/fieldErrors";
import { currencyPriceField, currencyPricesToForm, currencyPricesToInput, type CurrencyPricesForm } from "./currencyPricesForm";
import {
  BILLING_TERMS,
  parseLines,
  PLAN_DEFAULTS,
  type BillingTerm,
  type Category,
  type Plan,
  type PlanInput,
  type PlanPricing,
  type PlanType,
} from "../../../../../common/contracts";

/** The plan dialog's form: every plan field, lists as one-per-line text, numbers as text. */
export interface PlanForm {
  name: string;
  category_key: string;
  price: string;
  type: PlanType;
  sub_type: string;
  cpu: string;
  ram: string;
  disk_space: string;
  bandwidth: string;
  websites: string;
  subdomains: string;
  parked_domains: string;
  addon_domains: string;
  databases: string;
  email_accounts: string;
  markup_percentage: string;
  features: string;
  order_url: string;
  is_customizable: boolean;
  managed_wordpress: boolean;
  auto_scaling: boolean;
  docker_image: string;
  supported_games: string;
  is_popular: boolean;
  sold_out: boolean;
  /** Whole price per term as text; empty = the term is not offered. */
  pricing: Record<BillingTerm, string>;
  /** Empty (a new plan): the server puts the plan after the last one of its category. */
  display_order: string;
  blesta_package_id: string;
  /** Prices in the site's other currencies (CurrencyPricesEditor). */
  currency_prices: CurrencyPricesForm;
  /** Where the plan is offered, and whether it is sold out there (empty: no location stated). */
  locations: PlanLocation[];
}

/** A plan (or the new-plan defaults) as form values. */
export function planToForm(plan: Partial<Plan> | null): PlanForm {
  const p = { ...PLAN_DEFAULTS, name: "", ...plan };
  return {
    name: p.name,
    category_key: p.category_key || p.plan_type || "",
    price: String(p.price ?? 0),
    type: p.type,
    sub_type: p.sub_type,
    cpu: p.cpu,
    ram: p.ram,
    disk_space: p.disk_space,
    bandwidth: p.bandwidth,
    websites: p.websites,
    subdomains: p.subdomains,
    parked_domains: p.parked_domains,
    addon_domains: p.addon_domains,
    databases: p.databases,
    email_accounts: p.email_accounts,
    markup_percentage: String(p.markup_percentage ?? 0),
    features: (p.features ?? []).join("\n"),
    order_url: p.order_url,
    is_customizable: p.is_customizable,
    managed_wordpress: p.managed_wordpress,
    auto_scaling: p.auto_scaling,
    docker_image: p.docker_image,
    supported_games: (p.supported_games ?? []).join("\n"),
    is_popular: p.is_popular,
    sold_out: p.sold_out ?? false,
    pricing: Object.fromEntries(BILLING_TERMS.map((term) => [term, p.pricing?.[term] == null ? "" : String(p.pricing[term])])) as Record<BillingTerm, string>,
    display_order: plan?.display_order == null ? "" : String(plan.display_order),
    blesta_package_id: p.blesta_package_id == null ? "" : String(p.blesta_package_id),
    currency_prices: currencyPricesToForm(p.currency_prices),
    locations: [...p.locations],
  };
}

function toNumber(value: string): number {
  const n = Number(value);
  return Number.isFinite(n) ? n : 0;
}

/** The plan form's fields as messages name them (field errors: see lib/fieldErrors.ts). */
export const PLAN_RULES: FieldRules = {
  labels: {
    name: "Plan Name",
    category_key: "Category",
    price: "Monthly Price",
    type: "Type",
    sub_type: "Sub-type",
    cpu: "CPU",
    ram: "RAM",
    disk_space: "Storage",
    bandwidth: "Bandwidth",
    ...Object.fromEntries(HOSTING_LIMIT_FIELDS),
    features: "Features",
    order_url: "Link",
    ...Object.fromEntries(BILLING_TERMS.map((term) => [`pricing.${term}`, `${TERM_LABELS[term]} price`])),
    pricing: "Billing Terms",
    markup_percentage: "Markup Percentage",
    display_order: "Display Order",
    blesta_package_id: "Blesta Package ID",
    docker_image: "Docker Image",
    supported_games: "Supported Games",
    locations: "Locations",
  },
  fieldOf: (path) => {
    if (path.startsWith("currency_prices.")) return currencyPriceField(path);
    if (path === "plan_type") return "category_key";
    if (path.startsWith("pricing.")) return path.split(".").slice(0, 2).join(".");
    const first = path.split(".")[0];
    return first in PLAN_RULES.labels ? first : null;
  },
};

/**
 * The request body: category_key and plan_type both set to the chosen category, features one per
 * line with blank lines dropped, numbers parsed (non-numeric → 0), prices rounded to their currency's decimals as
 * the server does (`price` and `pricing` are in the site's default currency).
 */
export function formToPlanInput(form: PlanForm, defaultCurrency: string): PlanInput & { name: string } {
  const { price, markup_percentage, features, supported_games, display_order, blesta_package_id, pricing, currency_prices, ...rest } = form;
  return {
    ...rest,
    name: form.name.trim(),
    plan_type: form.category_key,
    price: roundAmount(toNumber(price), defaultCurrency),
    markup_percentage: toNumber(markup_percentage),
    features: parseLines(features),
    supported_games: parseLines(supported_games),
    ...(display_order.trim() === "" ? {} : { display_order: Math.trunc(toNumber(display_order)) }),
    blesta_package_id: blesta_package_id.trim() === "" ? null : Math.trunc(toNumber(blesta_package_id)),
    pricing: termPrices(pricing, defaultCurrency),
    currency_prices: currencyPricesToInput(currency_prices) as PlanInput["currency_prices"],
  };
}

/** Term prices to send: empty fields are left out (not offered); anything else goes to the server to check. */
function termPrices(pricing: Record<BillingTerm, string>, currency: string): PlanPricing {
  const result: Record<string, number | string> = {};
  for (const term of BILLING_TERMS) {
    const text = pricing[term].trim();
    if (text !== "") result[term] = Number.isFinite(Number(text)) ? roundAmount(Number(text), currency) : text;
  }
  return result as PlanPricing;
}

/** Choosing a category also sets the plan's type (and sub-type when the category has one). */
export function applyCategory(form: PlanForm, category: Category | undefined): PlanForm {
  if (!category) return { ...form, category_key: "" };
  const type: PlanType = category.type === "custom" ? "custom" : category.type;
  return { ...form, category_key: category.key, type, sub_type: category.sub_type || form.sub_type };
}
