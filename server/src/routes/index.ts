import type Router from "@koa/router";
import type { AppDeps } from "../deps";
import { activityRoutes } from "./activity";
import { authRoutes } from "./auth";
import { backupRoutes } from "./backups";
import { billingRoutes } from "./billing";
import { integrationRoutes } from "./integrations";
import { publicRoutes } from "./public";
import { settingsRoutes } from "./settings";
import { submissionRoutes } from "./submissions";
import { sessionRoutes } from "./sessions";
import { twoFactorRoutes } from "./twoFactor";

import { ApiRouter } from "./apiRouter";
import { mountCategories } from "./categories";
import { mountCompany } from "./company";
import { mountContent } from "./content";
import { mountMedia } from "./media";
import { mountNavigation } from "./navigation";
import { mountPlans } from "./plans";
import { mountPromoCodes } from "./promoCodes";
import { mountSiteSettings } from "./siteSettings";
import { mountSystemStatus } from "./systemStatus";
import { requireAdmin } from "../middleware/requireAdmin";

/** Every API route, registered from the contracts: one ApiRouter, mounted resource by resource. */
export function createApiRouter(deps: AppDeps): ApiRouter {
  const api = new ApiRouter(requireAdmin(deps.tokens, deps.store));
  mountPlans(api, deps);
  mountCategories(api, deps);
  mountPromoCodes(api, deps);
  mountContent(api, deps);
  mountCompany(api, deps);
  mountNavigation(api, deps);
  mountSiteSettings(api, deps);
  mountMedia(api, deps);
  mountSystemStatus(api, deps);
  return api;
}

/** Every API router not yet on the ApiRouter. Fixed paths (…/reorder, …/export) are registered before their /:id neighbours. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    authRoutes(deps),
    twoFactorRoutes(deps),
    sessionRoutes(deps),
    publicRoutes(deps),
    submissionRoutes(deps),
    settingsRoutes(deps),
    billingRoutes(deps),
    integrationRoutes(deps),
    backupRoutes(deps),
    activityRoutes(deps),
  ];
}
