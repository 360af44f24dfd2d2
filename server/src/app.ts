import type { IncomingMessage, ServerResponse } from "node:http";
import Koa from "koa";
import compress from "koa-compress";
import type { AppDeps } from "./deps";
import { NotFoundError } from "./errors";
import { desktopCors } from "./middleware/cors";
import { recordAdminChanges } from "./middleware/activityLog";
import { appErrorLogger, errorHandler } from "./middleware/errorHandler";
import { requestId } from "./middleware/requestId";
import { securityHeaders, securityHeaderSource } from "./middleware/securityHeaders";
import { cachedAnswerLane, type CachedAnswerLane } from "./middleware/cachedAnswerLane";
import { latencyTestOrigins } from "./presenters/locations";
import { createApiRouter } from "./routes";
import { healthChecks } from "./routes/health";
import { serveMedia } from "./media/serveMedia";
import { publicFastPath } from "./middleware/publicFastPath";
import { goLinks } from "./web/goLinks";
import { serveWeb, type PublicPageRenderer } from "./web/serveWeb";
import { createPublicPages } from "./web/ssr/createPublicPages";
import { serveStatusFeed } from "./web/statusFeed/serveStatusFeed";

export interface AppOptions {
  /** Builds the public page renderer; defaults to the server-side renderer of the public pages. */
  pages?: (deps: AppDeps) => PublicPageRenderer;
}

/** Builds the Koa app: the API under /api and the web app for every other path. Only the entry point listens. */
export function createApp(deps: AppDeps, options: AppOptions = {}): Koa {
  const headers = securityHeaderSource(latencyTestOrigins(deps.store));
  const requestLog = deps.config.logRequests ? deps.logger : undefined;
  const apiRouter = createApiRouter(deps);
  const lane = cachedAnswerLane({
    gets: apiRouter.cachedGets(),
    cache: deps.cache,
    securityHeaders: headers,
    trustProxy: deps.config.trustProxy,
    requestLog,
  });
  const app = new SiteApp(lane, { proxy: deps.config.trustProxy, maxIpsCount: deps.config.proxyHops });
  app.silent = true;
  app.on("error", appErrorLogger(deps.logger));

  app.use(securityHeaders(headers));
  app.use(healthChecks(deps.store, deps.logger, { details: () => ({ page_cache: deps.cache.stats(), markdown: deps.markdown.stats() }) }));
  app.use(requestId({ trustProxy: deps.config.trustProxy, requestLog }));
  app.use(desktopCors());
  app.use(errorHandler(deps.logger));
  app.use(publicFastPath(apiRouter.exactPublicGets()));
  app.use(compress({ threshold: 1024 }));
  app.use(recordAdminChanges(deps.store.activity, deps.logger));

  app.use(apiNotFound);
  for (const routes of apiRouter.routes()) app.use(routes);
  app.use(apiRouter.allowedMethods());
  app.use(async function keepApiPathsOffTheWebApp(ctx, next) {
    if (!isApiPath(ctx.path)) await next();
  });
  app.use(goLinks(deps));
  app.use(serveMedia(deps.store));
  app.use(serveStatusFeed(deps));
  app.use(serveWeb(deps.config.webDistDir, options.pages?.(deps) ?? createPublicPages(deps)));
  return app;
}

/**
 * The Koa app behind the cached-answer lane: a request the lane answers from the cache never reaches Koa's
 * middleware (see cachedAnswerLane); every other one goes through it as usual.
 */
class SiteApp extends Koa {
  constructor(
    private readonly lane: CachedAnswerLane,
    options: { proxy: boolean; maxIpsCount: number },
  ) {
    super(options);
  }

  override callback(): ReturnType<Koa["callback"]> {
    const handle = super.callback();
    const lane = this.lane;
    return function handleRequest(req, res) {
      if (lane(req as IncomingMessage, res as ServerResponse)) return Promise.resolve();
      return handle(req, res);
    };
  }
}

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** Unknown /api paths answer 404 JSON (a known path with another method is a 405, set by allowedMethods). */
const apiNotFound: Koa.Middleware = async function apiNotFound(ctx, next) {
  await next();
  if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) throw NotFoundError(`No API route ${ctx.method} ${ctx.path}`);
};
