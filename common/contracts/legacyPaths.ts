import type { ApiRoute } from "./index";

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

export const SERVER_ALIASES: readonly ServerAlias[] = [
  // The first admin panel saved plans here.
  { alias: "PUT /api/hosting-plans/:id", canonical: "PUT /api/admin/hosting-plans/:id" },
];

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
};

