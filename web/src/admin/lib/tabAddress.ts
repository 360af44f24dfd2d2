/**
 * The panel's address is its hash: it names a tab (`#settings`), and may name a part of that tab after a slash
 * (`#settings/status`: Site Settings' Status monitor section), so another tab can link straight to it.
 */
const partsOf = (hash: string) => hash.replace(/^#\/?/, "").split("/");

/** The tab a hash names ("" for none). */
export const tabIdOfHash = (hash: string): string => partsOf(hash)[0];

/** The part of the tab a hash names (`#settings/status` → "status"), or null. */
export const sectionFromHash = (hash: string): string | null => partsOf(hash)[1] || null;

/** The address of a tab, or of a part of it. */
export const tabAddress = (tab: string, section?: string): string => `#${tab}${section ? `/${section}` : ""}`;
