import Router from "@koa/router";
import { z } from "zod";
import type { AppDeps } from "../deps";
import { parseInput } from "../middleware/validate";
import { requireAdmin } from "../middleware/requireAdmin";
import { pageOf } from "../services/submissions";

const ActivityQuerySchema = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  limit: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(20),
  search: z.string().trim().max(200).optional().default(""),
});

/** GET /api/admin/activity: the activity log, newest first, with paging and a text filter. */
export function activityRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get("/api/admin/activity", requireAdmin(deps.tokens, deps.store), (ctx) => {
    const query = parseInput(ActivityQuerySchema, ctx.query);
    const { items, total } = deps.store.activity.query(query);
    ctx.body = { entries: items, pagination: pageOf(query, total) };
  });
  return router;
}
