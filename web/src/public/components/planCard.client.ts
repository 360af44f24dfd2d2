import { billingTermChoice, chosenTerm } from "./billingTerm";
import type { TermView } from "./termView";

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

/** A plan card of a category with billing terms: shows the term chosen for the category (`data-term-views`). */
export function start(card: HTMLElement): void {
  const views = JSON.parse(card.dataset.termViews ?? "{}") as Record<string, TermView>;
  const choice = billingTermChoice(card.dataset.category ?? "");
  let shown = "monthly";
  const show = () => {
    const term = chosenTerm(choice.read(), Object.keys(views));
    if (term === shown || !views[term]) return;
    shown = term;
    showTerm(card, views[term]);
  };
  choice.subscribe(show);
  show();
}
