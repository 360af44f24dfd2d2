/**
 * Addresses a page of the site's own may not take: paths the site answers itself (/admin, /api, /terms, /imprint, /status, /locations, /compare,
 * /healthz, /sitemap.xml, …), names kept for files and folders it serves, and the language codes pages are served under
 * (/{lang}/…). Plain data without zod: the admin forms check it too.
 */
export const RESERVED_SLUGS = [
  "admin",
  "api",
  "assets",
  "media",
  "fonts",
  "static",
  "terms",
  "privacy",
  "imprint",
  "status",
  "locations",
  "compare",
  "contact",
  "healthz",
  "readyz",
  "sitemap",
  "robots",
  "index",
  "favicon",
  "logo",
  "404",
  "en",
  "de",
  "fr",
  "es",
  "it",
  "nl",
  "pl",
  "pt-br",
] as const;

const RESERVED = new Set<string>(RESERVED_SLUGS);

export function isReservedSlug(slug: string): boolean {
  return RESERVED.has(slug);
}

/** Longest page address (the part after the site's address: /{slug}). */
export const PAGE_SLUG_MAX = 60;

/** 1–60 of a-z and 0-9, with hyphens inside (never first or last). */
const SLUG = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/;

export function isPageSlug(value: string): boolean {
  return value.length <= PAGE_SLUG_MAX && SLUG.test(value);
}
