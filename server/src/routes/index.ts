import type Router from "@koa/router";
import type { AppDeps } from "../deps";
import { activityRoutes } from "./activity";
import { authRoutes } from "./auth";
import { backupRoutes } from "./backups";
import { billingRoutes } from "./billing";
import { categoryRoutes } from "./categories";
import { integrationRoutes } from "./integrations";
import { mediaRoutes } from "./media";
import { promoRoutes } from "./promos";
import { publicGetHandlers, publicRoutes } from "./public";
import { settingsRoutes } from "./settings";
import { siteContentRoutes } from "./siteContent";
import { submissionRoutes } from "./submissions";
import { sessionRoutes } from "./sessions";
import { twoFactorRoutes } from "./twoFactor";

import { ApiRouter } from "./apiRouter";
import { mountPlans } from "./plans";
import { requireAdmin } from "../middleware/requireAdmin";

/** Every API route, registered from the contracts: one ApiRouter, mounted resource by resource. */
export function createApiRouter(deps: AppDeps): ApiRouter {
  const api = new ApiRouter(requireAdmin(deps.tokens, deps.store));
  mountPlans(api, deps);
  return api;
}

/** Every API router not yet on the ApiRouter. Fixed paths (…/reorder, …/export) are registered before their /:id neighbours. */
export function apiRouters(deps: AppDeps, publicGets = publicGetHandlers(deps)): Router[] {
  return [
    authRoutes(deps),
    twoFactorRoutes(deps),
    sessionRoutes(deps),
    publicRoutes(deps, publicGets),
    categoryRoutes(deps),
    siteContentRoutes(deps),
    submissionRoutes(deps),
    promoRoutes(deps),
    settingsRoutes(deps),
    mediaRoutes(deps),
    billingRoutes(deps),
    integrationRoutes(deps),
    backupRoutes(deps),
    activityRoutes(deps),
  ];
}
