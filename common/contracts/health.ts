import { z } from "zod";
import { defineResource } from "./endpoint";

/** The page cache's figures since the server started: what it holds against its cap (PAGE_CACHE_MB) and how it served. */
const pageCacheStatsSchema = z.object({
  entries: z.number().int(),
  bytes: z.number().int(),
  max_bytes: z.number().int(),
  hits: z.number().int(),
  misses: z.number().int(),
  evictions: z.number().int(),
});

/**
 * The markdown renderer's figures: the rendered texts it keeps (and their size in characters), the texts pages wait
 * for now, the texts still to render ahead of their pages, and whether its worker runs (it ends when idle).
 */
const markdownStatsSchema = z.object({
  texts: z.number().int(),
  chars: z.number().int(),
  waiting: z.number().int(),
  ahead: z.number().int(),
  worker: z.boolean(),
});

/** What `/readyz` tells about this server beside its readiness. */
const readinessDetailsSchema = z.object({ page_cache: pageCacheStatsSchema, markdown: markdownStatsSchema });
export type ReadinessDetails = z.infer<typeof readinessDetailsSchema>;

/**
 * Health checks for Docker, systemd, Kubernetes probes and load balancers. Answered before anything else (never
 * rate-limited, never cached, not logged per request, no secrets), outside the API router.
 */
export const healthApi = defineResource("health", {
  live: {
    method: "GET",
    path: "/healthz",
    access: "public",
    summary: "Liveness: the process serves requests",
    response: z.object({ status: z.literal("ok") }),
  },
  ready: {
    method: "GET",
    path: "/readyz",
    access: "public",
    summary: "Readiness: the data store answers (the JSON store reads and writes; PostgreSQL answers SELECT 1)",
    description:
      'Otherwise 503 `{"status": "unavailable", "detail": "<why>", "code": "service_unavailable", "details": {…}}`; a store that takes longer than 3 s counts as not ready. `details.page_cache`: the page cache\'s entries, bytes held against its cap (PAGE_CACHE_MB), hits, misses and evictions since the server started. `details.markdown`: the markdown texts rendered and kept (`texts`, `chars`), those pages wait for (`waiting`), those still to render ahead of their pages after a change (`ahead`), and whether the markdown worker runs (`worker`: it ends after 30 s without work).',
    response: z.object({ status: z.literal("ok"), details: readinessDetailsSchema }),
    errors: [503],
    errorBodies: {
      503: z.object({ status: z.literal("unavailable"), detail: z.string(), code: z.literal("service_unavailable"), details: readinessDetailsSchema }),
    },
  },
});
