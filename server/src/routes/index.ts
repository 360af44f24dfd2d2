import type Router from "@koa/router";
import type { AppDeps } from "../deps";
import { authRoutes } from "./auth";

/** Every API router, in the order they are tried. */
export function apiRouters(deps: AppDeps): Router[] {
  return [authRoutes(deps)];
}
