import type { TermChoice, TermView } from "./termView";

/**
 * One term's view as a plan card carries it for its script: the amount and the note, then the saving and the term
 * the price is for only when they are not "" and the term asked for (a plan without a price for it shows monthly's).
 */
type TermViewData = [amount: string, note: string, save?: string, term?: TermChoice];

/** The views of a card's terms, by term, as the card's `data-term-views` carries them (readTermViews reads them). */
export function termViewsData(views: ReadonlyArray<readonly [term: TermChoice, view: TermView]>): Record<string, TermViewData> {
  const data: Record<string, TermViewData> = {};
  for (const [term, view] of views) {
    const entry: TermViewData = [view.amount, view.note];
    if (view.save || view.term !== term) entry.push(view.save);
    if (view.term !== term) entry.push(view.term);
    data[term] = entry;
  }
  return data;
}

/** A card's `data-term-views` read back into each term's view. */
export function readTermViews(attribute: string | undefined): Record<string, TermView> {
  const data = JSON.parse(attribute ?? "{}") as Record<string, TermViewData>;
  const views: Record<string, TermView> = {};
  for (const term in data) {
    const [amount, note, save = "", shown = term as TermChoice] = data[term];
    views[term] = { term: shown, amount, note, save };
  }
  return views;
}
