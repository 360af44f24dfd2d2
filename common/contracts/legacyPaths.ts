import type { ApiRoute, ApiRoutes } from "./index";

/**
 * Every path kept for older admin clients, in one place. The server answers each alias exactly like its canonical
 * route (same checks, same answer); the typed client tries a fallback route when the canonical one fails with one
 * of the listed statuses (a server that does not have it). The OpenAPI reference lists the aliases as deprecated.
 */

export interface ServerAlias {
  /** The older method and path, e.g. `"PUT /api/hosting-plans/:id"`. */
  alias: `${"GET" | "POST" | "PUT" | "DELETE"} /api/${string}`;
  canonical: ApiRoute;
}

export const SERVER_ALIASES = [
  // The first admin panel saved plans here.
  { alias: "PUT /api/hosting-plans/:id", canonical: "PUT /api/admin/hosting-plans/:id" },
  // The menu was saved with POST, here or at /api/navigation-menu.
  { alias: "POST /api/admin/navigation", canonical: "PUT /api/admin/navigation" },
  { alias: "POST /api/navigation-menu", canonical: "PUT /api/admin/navigation" },
  // Content sections: read one at a time from a public-looking path, saved with POST.
  { alias: "GET /api/website-content/:section", canonical: "GET /api/admin/content/:section" },
  { alias: "POST /api/admin/content/:section", canonical: "PUT /api/admin/content/:section" },
  // Site settings lived at /api/settings, and were saved with POST.
  { alias: "GET /api/settings", canonical: "GET /api/admin/site-settings" },
  { alias: "PUT /api/settings", canonical: "PUT /api/admin/site-settings" },
  { alias: "POST /api/admin/site-settings", canonical: "PUT /api/admin/site-settings" },
] as const satisfies readonly ServerAlias[];

/** The aliases by name, each typed like its canonical endpoint: a client may call them like any route. */
export type LegacyRoutes = { [A in (typeof SERVER_ALIASES)[number] as A["alias"]]: ApiRoutes[A["canonical"]] };

/** A fallback condition: the previous try answered one of these statuses. */
const onStatus =
  (...statuses: number[]) =>
  (status: number | null) =>
    status !== null && statuses.includes(status);

export interface ClientFallback {
  /** Whether the failure of the previous try (its HTTP status; null when nothing answered) calls for this route. */
  when: (status: number | null) => boolean;
  route: string;
  /** Sent without the admin token (a public route). */
  public?: boolean;
}

export const CLIENT_FALLBACKS: { readonly [K in ApiRoute]?: readonly ClientFallback[] } = {
  // A server from before the admin plan path.
  "PUT /api/admin/hosting-plans/:id": [{ when: onStatus(404), route: "PUT /api/hosting-plans/:id" }],
  // The menu: POST to the admin path when PUT is not there or not allowed, then the older menu path.
  "PUT /api/admin/navigation": [
    { when: onStatus(404, 405), route: "POST /api/admin/navigation" },
    { when: onStatus(404, 405), route: "POST /api/navigation-menu" },
  ],
  // A content section: the other method when one is not allowed.
  "PUT /api/admin/content/:section": [{ when: onStatus(405), route: "POST /api/admin/content/:section" }],
  // Site settings: the older path when the admin path is missing; POST when PUT is not allowed.
  "GET /api/admin/site-settings": [{ when: onStatus(404), route: "GET /api/settings" }],
  "PUT /api/admin/site-settings": [
    { when: onStatus(404), route: "PUT /api/settings" },
    { when: onStatus(405), route: "POST /api/admin/site-settings" },
  ],
  // The promo list: when the admin list fails for any reason but an ended session, the public list.
  "GET /api/admin/promo-codes": [{ when: (status) => status !== 401, route: "GET /api/promo-codes", public: true }],
  // GET /api/admin/website-content has a fallback of another shape: one GET /api/website-content/:section per
  // home page section, each failing on its own. The Website Content tab composes it (features/content/api.ts).
};
