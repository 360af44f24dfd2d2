import { z } from "zod";
import { defineResource } from "./endpoint";

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
      'Otherwise 503 `{"status": "unavailable", "detail": "<why>", "code": "service_unavailable"}`; a store that takes longer than 3 s counts as not ready.',
    response: z.object({ status: z.literal("ok") }),
    errors: [503],
    errorBodies: { 503: z.object({ status: z.literal("unavailable"), detail: z.string(), code: z.literal("service_unavailable") }) },
  },
});
