import Koa from "koa";
import compress from "koa-compress";
import type { AppDeps } from "./deps";
import { NotFoundError } from "./errors";
import { desktopCors } from "./middleware/cors";
import { recordAdminChanges } from "./middleware/activityLog";
import { appErrorLogger, errorHandler } from "./middleware/errorHandler";
import { requestId } from "./middleware/requestId";
import { securityHeaders } from "./middleware/securityHeaders";
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
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: deps.config.proxyHops });
  app.silent = true;
  app.on("error", appErrorLogger(deps.logger));

  app.use(securityHeaders(latencyTestOrigins(deps.store)));
  app.use(healthChecks(deps.store, deps.logger, { details: () => ({ page_cache: deps.cache.stats() }) }));
  app.use(requestId({ trustProxy: deps.config.trustProxy, requestLog: deps.config.logRequests ? deps.logger : undefined }));
  app.use(desktopCors());
  app.use(errorHandler(deps.logger));
  const apiRouter = createApiRouter(deps);
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

function isApiPath(path: string): boolean {
  return path === "/api" || path.startsWith("/api/");
}

/** Unknown /api paths answer 404 JSON (a known path with another method is a 405, set by allowedMethods). */
const apiNotFound: Koa.Middleware = async function apiNotFound(ctx, next) {
  await next();
  if (isApiPath(ctx.path) && ctx.status === 404 && ctx.body == null) throw NotFoundError(`No API route ${ctx.method} ${ctx.path}`);
};
