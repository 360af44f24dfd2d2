/** Link helpers shared by the header, footer and pages. */

/** On pages other than home, an in-page anchor must point back to the home page. */
export function anchorHref(href: string, onHome: boolean): string {
  if (!onHome && href.startsWith("#")) return `/${href}`;
  return href;
}

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** Attributes for a link that may leave the site: a new tab with no opener and no referrer leak. */
export function externalProps(href: string, forceNewTab = false): { target?: string; rel?: string } {
  return forceNewTab || isExternalHref(href) ? { target: "_blank", rel: "noopener noreferrer" } : {};
}

/** The two-letter text mark shown when logo.png fails to load (e.g. "Nebula Hosting" → "NH"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return "HS";
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[1][0]).toUpperCase();
}
