/**
 * Links to a section of the home page ("#vps", "/#faq") and whether that section exists: the menu and the feature
 * cards never lead to a section the home page does not have (a deleted category, the FAQ without questions). The
 * public pages leave such a link out; the admin's editors flag it. One rule for both.
 */

/** The sections every home page has, whatever the site holds. */
const ALWAYS = ["home", "features", "about", "contact"] as const;
/** The sections the home page shows when no category is active (their fixed texts). */
const WITHOUT_CATEGORIES = ["hosting", "vps", "gameservers"] as const;

/** What decides which sections the home page has. */
export interface HomeSectionFacts {
  /** The keys of the active categories (each is a section). */
  categoryKeys: readonly string[];
  /** How many FAQ questions there are (the FAQ section shows with one or more). */
  faqCount: number;
}

/** The ids of the home page's sections. */
export function homeSectionIds({ categoryKeys, faqCount }: HomeSectionFacts): Set<string> {
  return new Set<string>([...ALWAYS, ...(categoryKeys.length > 0 ? categoryKeys : WITHOUT_CATEGORIES), ...(faqCount > 0 ? ["faq"] : [])]);
}

/**
 * The section a link leads to on the home page: "#vps" and "/#vps" name `vps`; any other link (another page, an
 * address elsewhere, a bare "#") names none.
 */
export function homeSectionOf(href: string): string | null {
  const trimmed = href.trim();
  const anchor = trimmed.startsWith("#") ? trimmed.slice(1) : trimmed.startsWith("/#") ? trimmed.slice(2) : null;
  return anchor ? anchor : null;
}

/** Whether a link leads to a home page section that is not there. */
export function isDeadSectionLink(href: string, sections: ReadonlySet<string>): boolean {
  const section = homeSectionOf(href);
  return section !== null && !sections.has(section);
}
