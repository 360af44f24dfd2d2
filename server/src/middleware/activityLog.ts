import type { Context, Middleware } from "koa";
import type { ActivityRepository } from "../store/types";
import type { Logger } from "../logger";
import { isDatabaseOutage } from "../errors";

const VERBS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/** "PUT /api/admin/hosting-plans/3" → { action: "hosting-plans.update", target: "#3" }. */
export function describeChange(method: string, path: string): { action: string; target: string } {
  const segments = path.replace(/^\/api\/(admin\/)?/, "").split("/").filter(Boolean);
  const id = segments.find((segment) => /^\d+$/.test(segment));
  const words = segments.filter((segment) => !/^\d+$/.test(segment));
  return { action: `${words.join(".") || "api"}.${VERBS[method] ?? method.toLowerCase()}`, target: id ? `#${id}` : "" };
}

export function clientOf(ctx: Context): { ip: string; user_agent: string } {
  return { ip: ctx.ip, user_agent: ctx.get("user-agent").slice(0, 300) };
}

/** Records every successful admin change (what, which record, when, from where) in the append-only activity log. */
export function recordAdminChanges(activity: ActivityRepository, logger: Logger): Middleware {
  return async function recordChange(ctx, next) {
    await next();
    const admin = (ctx.state as { admin?: { username: string } }).admin;
    if (!admin || !VERBS[ctx.method] || ctx.status >= 400) return;
    const { action, target } = describeChange(ctx.method, ctx.path);
    activity
      .add({ timestamp: new Date().toISOString(), action, actor: admin.username, ...clientOf(ctx), target, detail: `${ctx.method} ${ctx.path}`, success: true })
      .catch((error) => {
        if (!isDatabaseOutage(error)) logger.error("could not record activity", error);
      });
  };
}
