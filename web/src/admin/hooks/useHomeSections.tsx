import type { ReactNode } from "react";
import { homeSectionIds, homeSectionOf, isDeadSectionLink } from "../../../../common/sectionLinks";
import { useCategories } from "../api/catalog";
import { useFaq } from "../api/content";

/**
 * The home page's sections as the public pages work them out (the active categories, the FAQ once it has
 * questions, the fixed ones); undefined while the categories or the FAQ are loading (nothing is flagged then).
 */
export function useHomeSections(): ReadonlySet<string> | undefined {
  const categories = useCategories();
  const faq = useFaq();
  if (!categories.data || !faq.data) return undefined;
  const categoryKeys = categories.data.filter((category) => category.is_active).map((category) => category.key);
  return homeSectionIds({ categoryKeys, faqCount: faq.data.length });
}

/** Why a link is left out of the website (it leads to a home page section that is not there), or null. */
function deadLinkHint(href: string, sections: ReadonlySet<string> | undefined): string | null {
  if (!sections || !isDeadSectionLink(href, sections)) return null;
  return `Not shown on the website: the home page has no section #${homeSectionOf(href)} (no active category with that key, or no FAQ questions yet). Add it, or link elsewhere.`;
}

/** The hint under a link field: why the website leaves the link out, in the warning colour; null when it is shown. */
export function deadLinkNote(href: string, sections: ReadonlySet<string> | undefined): ReactNode {
  const text = deadLinkHint(href, sections);
  return text && <span className="hint-warning">{text}</span>;
}
