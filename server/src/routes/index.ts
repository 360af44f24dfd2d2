import type Router from "@koa/router";
import type { AppDeps } from "../deps";
import { activityRoutes } from "./activity";
import { authRoutes } from "./auth";
import { backupRoutes } from "./backups";
import { billingRoutes } from "./billing";
import { categoryRoutes } from "./categories";
import { integrationRoutes } from "./integrations";
import { mediaRoutes } from "./media";
import { planRoutes } from "./plans";
import { promoRoutes } from "./promos";
import { publicGetHandlers, publicRoutes } from "./public";
import { settingsRoutes } from "./settings";
import { siteContentRoutes } from "./siteContent";
import { submissionRoutes } from "./submissions";
import { sessionRoutes } from "./sessions";
import { twoFactorRoutes } from "./twoFactor";

/** Every API router. Fixed paths (…/reorder, …/export) are registered before their /:id neighbours. */
export function apiRouters(deps: AppDeps, publicGets = publicGetHandlers(deps)): Router[] {
  return [
    authRoutes(deps),
    twoFactorRoutes(deps),
    sessionRoutes(deps),
    publicRoutes(deps, publicGets),
    planRoutes(deps),
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
