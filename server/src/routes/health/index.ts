import type { Context, Middleware } from "koa";
import { healthApi, type ReadinessDetails } from "../../../../common/contracts";
import { STATUS_DETAIL } from "../../errors";
import type { Logger } from "../../logging/logger";
import type { Store } from "../../store/types";

const LIVENESS_PATH = healthApi.live.path;
const READINESS_PATH = healthApi.ready.path;
/** A store check that takes longer than this counts as failed (a database that hangs is not ready). */
const READINESS_TIMEOUT_MS = 3_000;

/**
 * Health checks for Docker, systemd, Kubernetes probes and load balancers, answered before anything else (not
 * logged per request, never rate-limited, never cached, no secrets):
 * - `GET /healthz` (liveness): 200 `{"status":"ok"}` while the process serves requests.
 * - `GET /readyz` (readiness): 200 `{"status":"ok","details":{…}}` when the store answers, else 503 with a `detail`
 *   (and the same `details`). The details are the server's own figures (the page cache's hits, misses, evictions
 *   and size), for an operator looking at one server behind a load balancer.
 * Concurrent readiness probes share one store check. A change of readiness is logged once, not per probe.
 */
export function healthChecks(store: Store, logger: Logger, options: { details?: () => ReadinessDetails; timeoutMs?: number } = {}): Middleware {
  const timeoutMs = options.timeoutMs ?? READINESS_TIMEOUT_MS;
  let running: Promise<string | null> | null = null;
  let lastProblem: string | null = null;

  async function checkStore(): Promise<string | null> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`The data store did not answer within ${timeoutMs / 1000} s`)), timeoutMs);
    });
    let problem: string | null = null;
    try {
      await Promise.race([store.checkHealth(), timeout]);
    } catch (error) {
      problem = error instanceof Error ? error.message : "The data store is not available";
    } finally {
      clearTimeout(timer);
    }
    if (problem !== lastProblem) {
      if (problem) logger.warn(`not ready: ${problem}`);
      else logger.info("ready again: the data store answers");
      lastProblem = problem;
    }
    return problem;
  }

  return async function health(ctx, next) {
    const path = ctx.path;
    if (path !== LIVENESS_PATH && path !== READINESS_PATH) return next();
    ctx.set("Cache-Control", "no-store");
    if (ctx.method !== "GET" && ctx.method !== "HEAD") {
      answer(ctx, 405, { detail: STATUS_DETAIL[405], code: "method_not_allowed" });
      ctx.set("Allow", "GET, HEAD");
      return;
    }
    if (path === LIVENESS_PATH) {
      answer(ctx, 200, { status: "ok" });
      return;
    }
    running ??= checkStore().finally(() => (running = null));
    const problem = await running;
    const details = options.details?.();
    answer(ctx, problem ? 503 : 200, {
      ...(problem ? { status: "unavailable", detail: problem, code: "service_unavailable" } : { status: "ok" }),
      ...(details ? { details } : {}),
    });
  };
}

function answer(ctx: Context, status: number, body: Record<string, unknown>): void {
  ctx.status = status;
  ctx.body = body;
}
