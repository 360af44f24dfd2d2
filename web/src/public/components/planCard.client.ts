import { orderLinkFor } from "../../../../common/orderLink";
import { copiedPromo } from "../enhance/copiedPromo";
import { ORDER_LINKS_CHANGED } from "../enhance/chosenLocation";
import { billingTermChoice, chosenTerm } from "./billingTerm";
import type { TermView } from "./termView";
import { readTermViews } from "./termViewsData";

/** Shows one term's price on the card (the same fields the server renders for monthly). */
function showTerm(card: HTMLElement, view: TermView): void {
  const price = card.querySelector<HTMLElement>(".plan-price");
  if (price) price.dataset.term = view.term;
  const amount = card.querySelector(".plan-amount");
  if (amount) amount.textContent = view.amount;
  const note = card.querySelector(".plan-term-note");
  if (!note) return;
  note.textContent = view.note;
  if (view.save) {
    const save = document.createElement("span");
    save.className = "plan-save";
    save.textContent = view.save;
    note.append(save);
  }
}

/**
 * A plan card: shows the term chosen for its category (`data-term-views`, prices already written in the page's
 * language and currency) and points its order link (the site's own, `/go/order?…`) at the term the price is for,
 * with the promo code the visitor last copied; again when choosing a location replaced the link.
 */
export function start(card: HTMLElement): void {
  const views = readTermViews(card.dataset.termViews);
  const choice = billingTermChoice(card.dataset.category ?? "");
  const promo = copiedPromo();
  let shown = "monthly";
  const show = () => {
    const term = chosenTerm(choice.read(), Object.keys(views));
    // Looked up each time: choosing a location replaces the card's order link (enhance/chosenLocation.ts).
    const order = card.querySelector<HTMLAnchorElement>("a.plan-order");
    const href = order?.getAttribute("href");
    if (order && href) order.setAttribute("href", orderLinkFor(href, views[term]?.term ?? "monthly", promo.read() ?? ""));
    if (term === shown || !views[term]) return;
    shown = term;
    showTerm(card, views[term]);
  };
  // Every stored value's change (the term here or in another tab, a code copied) calls `show`.
  choice.subscribe(show);
  card.addEventListener(ORDER_LINKS_CHANGED, show);
  show();
}
