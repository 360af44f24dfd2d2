import type { PublicLocation, PublicPlan } from "../../../../common/contracts";
import type { BillingTerm } from "../../../../common/billingTerms";
import { attributeMarkup, escapeHtml } from "../../../../common/html";
import type { Language } from "../../../../common/i18n/languages";
import { money } from "../../../../common/money";
import { isSiteOrderLink } from "../../../../common/orderLink";
import { HOSTING_LIMIT_FIELDS } from "../../../../common/rules";
import { enhance } from "../enhance/names";
import { formatText, type Catalog } from "../i18n/catalog";
import { finderMarkText, type FinderMark } from "./finderMark";
import { placeName, soldOutAtChosen } from "./locationView";
import { firstOrderAddress, ordersThroughSite } from "./orderAddress";
import { PLAN_SPECS, planLimitValue, planSpecValue } from "./planSpecs";
import { shownPrices, taxNote } from "./planPrice";
import { termView } from "./termView";
import { termViewsData } from "./termViewsData";
import { PLAN_LOCATION_NOTE_STYLES } from "./planLocationNoteStyles";
import { PLAN_CARD_STYLES } from "./planCardStyles";
import { PLAN_BADGE_STYLES } from "./planBadgeStyles";

/**
 * The plan card and its parts as markup strings. A big catalogue's page shows hundreds of cards, and React took most
 * of such a page's render writing them element by element; these write each card as one string, escaped like
 * React escapes (text and attribute values through `escapeHtml`), and the page puts the cards in with one
 * `dangerouslySetInnerHTML`. The components that show them (PlanGrid, the compare table's price cells) name their
 * stylesheets.
 */

/** The stylesheets a page with plan cards names (their parts elsewhere, the compare table's prices: PLAN_CARD_STYLES). */
export const PLAN_CARD_SHEETS = [PLAN_LOCATION_NOTE_STYLES, PLAN_CARD_STYLES, PLAN_BADGE_STYLES] as const;

/** What every card of a page shares: the page's texts and language, and the visitor's chosen location. */
export interface PlanMarkupContext {
  texts: Catalog;
  language: Language;
  chosen: PublicLocation | null;
}

export interface PlanCardOptions {
  billingUrl: string;
  /** 3 inside a category section (h2), 4 inside a fallback group (h3). */
  headingLevel?: 3 | 4;
  /** The category whose term switch this card follows (with `terms`). */
  categoryKey?: string;
  /**
   * The billing terms of the category's switch: the card shows the monthly price with a line for the term's
   * billing note (kept on every card, so switching never shifts the layout), and carries every term's price for
   * `planCard.client.ts`. None: no note.
   */
  terms?: readonly BillingTerm[];
  /** The plan finder's mark after the visitor asked it (the cheapest that fit stand out, the others step back). */
  mark?: FinderMark | null;
}

/** The switches that give a plan's card a tag, in this order. */
export const PLAN_TAGS = ["managed_wordpress", "auto_scaling", "is_customizable"] as const;

/** ` name="value"` for each attribute with a value (undefined: left out), values escaped. */
function attributesMarkup(attributes: Readonly<Record<string, string | undefined>>): string {
  let markup = "";
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) markup += attributeMarkup(name, value);
  }
  return markup;
}

const text = escapeHtml;

/**
 * The attributes that start `planCard.client.ts` on the element holding a plan's price and order link (a card, a
 * compare table's price cell): every term's view of the category's switch (`terms`; none: no term note), and the
 * script points the order link (the site's own, `/go/order?…`) at the chosen term with the copied promo code. None
 * when the script has nothing to do.
 */
export function planScriptAttributes(
  plan: PublicPlan,
  categoryKey: string,
  terms: readonly BillingTerm[],
  { texts, language }: Pick<PlanMarkupContext, "texts" | "language">,
): Record<string, string> {
  const attributes: Record<string, string> = {};
  if (terms.length > 0) {
    const currency = money(language, plan.currency ?? "USD");
    const prices = shownPrices(plan);
    attributes["data-category"] = categoryKey;
    const views = ["monthly" as const, ...terms].map((term) => [term, termView(prices, term, currency, texts.terms)] as const);
    attributes["data-term-views"] = JSON.stringify(termViewsData(views));
  }
  return terms.length > 0 || (!plan.sold_out && ordersThroughSite(plan)) ? { ...attributes, ...enhance("plan-card") } : attributes;
}

/**
 * A plan's monthly price (the figure apart from the currency sign: the term switch changes only the figure), its tax
 * note, and with `termNote` the line for the chosen term's billing note (kept even when empty, so switching never
 * shifts the layout). Prices, numbers and the tax note are written in the page's language.
 */
export function planPriceLinesMarkup(plan: PublicPlan, termNote: boolean, { texts, language }: Pick<PlanMarkupContext, "texts" | "language">): string {
  const currency = money(language, plan.currency ?? "USD");
  const prices = shownPrices(plan);
  const monthly = termView(prices, "monthly", currency, texts.terms);
  const sign = currency.parts(prices.price);
  const tax = plan.tax ? taxNote(plan.tax, language, texts.plan) : "";
  return (
    `<p class="plan-price" data-term="${text(monthly.term)}">` +
    (sign.before ? `<span class="plan-currency">${text(sign.before)}</span>` : "") +
    `<span class="plan-amount">${text(monthly.amount)}</span>` +
    (sign.after ? `<span class="plan-currency plan-currency--after">${text(sign.after)}</span>` : "") +
    `<span class="plan-period">${text(texts.plan.perMonth)}</span></p>` +
    (tax ? `<p class="plan-tax-note">${text(tax)}</p>` : "") +
    (termNote ? `<p class="plan-term-note">${text(monthly.note)}</p>` : "")
  );
}

/** The order button: the plan's order address (planCard.client.ts points it at the chosen term), or "Sold out". */
export function planOrderButtonMarkup(plan: PublicPlan, billingUrl: string, className: string, texts: Catalog["plan"]): string {
  const name = `<span class="visually-hidden"> ${text(plan.name)}</span>`;
  if (plan.sold_out) {
    const classes = `btn btn--outline plan-order plan-order--sold-out ${className}`.trim();
    return `<button type="button" class="${text(classes)}" disabled="">${text(texts.soldOut)}${name}</button>`;
  }
  const href = firstOrderAddress(plan, billingUrl);
  const classes = `btn ${plan.is_popular ? "btn--primary" : "btn--outline"} plan-order ${className}`.trim();
  // The site's own order link counts the click and redirects: not a page for search engines to follow.
  const rel = isSiteOrderLink(href) ? ' rel="nofollow"' : "";
  return `<a class="${text(classes)}" href="${text(href)}"${rel}>${text(texts.orderNow)}${name}</a>`;
}

/**
 * "Sold out in {city}" when the plan is sold out at the visitor's chosen location. Its line is kept (empty) on every
 * card whose plan has locations, so choosing another location never moves the card's rows; none on a plan sold out
 * everywhere (its badge says so) or without locations.
 */
function planLocationNoteMarkup(plan: PublicPlan, { texts, chosen }: Pick<PlanMarkupContext, "texts" | "chosen">): string {
  if (plan.locations.length === 0 || plan.sold_out) return "";
  const soldOutHere = soldOutAtChosen(plan, chosen);
  const note = soldOutHere ? formatText(texts.locations, "soldOutIn", { city: placeName(soldOutHere) }) : "";
  return `<p class="plan-location-note">${text(note)}</p>`;
}

/** A list's items, each as `<li>` (with `className`, if any). */
function listItems(items: readonly string[], className = ""): string {
  const open = className ? `<li class="${className}">` : "<li>";
  return items.map((item) => `${open}${text(item)}</li>`).join("");
}

/**
 * A plan card: name, Popular badge, tags (Managed WordPress, Auto-scaling, Customizable), price, CPU, RAM, storage,
 * bandwidth, supported games, features, limits and the order button.
 */
export function planCardMarkup(plan: PublicPlan, options: PlanCardOptions, context: PlanMarkupContext): string {
  const { billingUrl, headingLevel = 3, categoryKey = "", terms = [], mark = null } = options;
  const texts = context.texts.plan;
  const heading = `h${headingLevel}`;
  const subheading = `h${headingLevel + 1}`;
  const classes = [
    "plan-card",
    plan.is_popular && !mark ? "plan-card--popular" : "",
    plan.sold_out ? "plan-card--sold-out" : "",
    mark ? `plan-card--${mark}` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const attributes = attributesMarkup({
    class: classes,
    "data-plan-id": String(plan.id),
    "data-sold-out": plan.sold_out ? "true" : undefined,
    ...planScriptAttributes(plan, categoryKey, terms, context),
  });

  // Pieces joined once (Array.join makes one flat string): a string built piece by piece with `+=` is a rope the
  // page's encoding to bytes has to flatten, which took longer than writing the cards.
  const markup = [`<article${attributes}>`];
  if (plan.sold_out) markup.push(`<p class="plan-badge plan-badge--sold-out">${text(texts.soldOut)}</p>`);
  else if (mark) markup.push(`<p class="plan-badge plan-badge--${mark}">${text(finderMarkText(mark, context.texts.finder))}</p>`);
  else if (plan.is_popular) markup.push(`<p class="plan-badge">${text(texts.popular)}</p>`);
  markup.push(`<${heading} class="plan-name">${text(plan.name)}</${heading}>`);

  const tags = PLAN_TAGS.filter((field) => plan[field]).map((field) => texts.tags[field]);
  if (tags.length > 0) markup.push(`<ul class="plan-tags" aria-label="${text(texts.planType)}">`, listItems(tags, "plan-tag"), "</ul>");
  markup.push(planPriceLinesMarkup(plan, terms.length > 0, context));

  markup.push('<dl class="plan-specs">');
  for (const spec of PLAN_SPECS) {
    const value = planSpecValue(plan, spec);
    if (value) markup.push(`<div class="plan-spec"><dt>${text(texts.specs[spec])}</dt><dd data-spec="${spec}">${text(value)}</dd></div>`);
  }
  markup.push("</dl>");

  if (plan.supported_games.length > 0) {
    markup.push(
      `<div class="plan-games"><${subheading} class="plan-games-title">${text(texts.supportedGames)}</${subheading}>`,
      `<ul class="plan-game-list">`,
      listItems(plan.supported_games, "plan-game"),
      "</ul></div>",
    );
  }
  if (plan.features.length > 0) markup.push('<ul class="plan-features">', listItems(plan.features), "</ul>");

  // Only the limits a shared plan states: no "—" rows, and no box at all when it states none.
  const limits = HOSTING_LIMIT_FIELDS.map(([field]) => [field, planLimitValue(plan, field)] as const).filter(([, value]) => value);
  if (limits.length > 0) {
    markup.push(`<div class="plan-limits"><${subheading} class="plan-limits-title">${text(texts.hostingLimits)}</${subheading}><dl>`);
    for (const [field, value] of limits) markup.push(`<div class="plan-limit"><dt>${text(texts.limits[field])}</dt><dd>${text(value)}</dd></div>`);
    markup.push("</dl></div>");
  }

  markup.push(planLocationNoteMarkup(plan, context), planOrderButtonMarkup(plan, billingUrl, "", texts), "</article>");
  return markup.join("");
}
