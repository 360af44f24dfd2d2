import type { FinderResult } from "../../../../common/planFinder";
import type { Catalog } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";

/** How the plan finder marks a plan: the cheapest that fit, the others that fit, the plans that do not fit. */
export type FinderMark = "best" | "fit" | "miss";

/** A plan's mark in the finder's outcome (nothing asked: none). */
export function finderMarkOf(result: FinderResult | null | undefined, id: number): FinderMark | null {
  if (!result) return null;
  return result.best.has(id) ? "best" : result.fits.has(id) ? "fit" : "miss";
}

/** The badge text of a mark ("Best match", "Fits", "Does not fit") in the finder's `texts`. */
export function finderMarkText(mark: FinderMark, texts: Catalog["finder"]): string {
  return mark === "best" ? texts.best : mark === "fit" ? texts.fitsBadge : texts.missesBadge;
}

/** The badge text of a mark in the page's language. */
export function useFinderMarkText(): (mark: FinderMark) => string {
  const texts = useTexts().finder;
  return (mark) => finderMarkText(mark, texts);
}
