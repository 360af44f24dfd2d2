import type { Context, Middleware } from "koa";
import type { ActivityRepository } from "../store/types";
import type { Logger } from "../logging/logger";
import { isDatabaseOutage } from "../errors";
import { accountSummary } from "../activity/accountSummaries";
import { actionSummary } from "../activity/actionSummary";
import { sentence } from "../activity/words";
import type { ChangeSummaryState } from "../routes/apiRouter";

const VERBS: Record<string, string> = { POST: "create", PUT: "update", PATCH: "update", DELETE: "delete" };

/** "PUT /api/admin/hosting-plans/3" → { action: "hosting-plans.update", target: "#3" }. */
function describeChange(method: string, path: string): { action: string; target: string } {
  const segments = path
    .replace(/^\/api\/(admin\/)?/, "")
    .split("/")
    .filter(Boolean);
  const id = segments.find((segment) => /^\d+$/.test(segment));
  const words = segments.filter((segment) => !/^\d+$/.test(segment));
  return { action: `${words.join(".") || "api"}.${VERBS[method] ?? method.toLowerCase()}`, target: id ? `#${id}` : "" };
}

export function clientOf(ctx: Context): { ip: string; user_agent: string } {
  return { ip: ctx.ip, user_agent: ctx.get("user-agent").slice(0, 300) };
}

/**
 * Records every successful admin change (what, which record, when, from where) in the append-only activity log,
 * with the sentence the route's dispatch wrote (activity/changeSummaries.ts; else one made from the path) and the
 * request as its detail. A route that records its own, more telling entry (see recordAccountEvent) sets
 * `ctx.state.activityRecorded`.
 */
export function recordAdminChanges(activity: ActivityRepository, logger: Logger): Middleware {
  return async function recordChange(ctx, next) {
    await next();
    const state = ctx.state as { admin?: { username: string }; activityRecorded?: boolean } & ChangeSummaryState;
    const admin = state.admin;
    if (!admin || !VERBS[ctx.method] || ctx.status >= 400 || state.activityRecorded) return;
    const { action, target } = describeChange(ctx.method, ctx.path);
    const summary = state.activitySummary ?? actionSummary(action, target);
    const detail = `${ctx.method} ${ctx.path}`;
    activity
      .add({ timestamp: new Date().toISOString(), action, actor: admin.username, ...clientOf(ctx), target, detail, success: true, summary: clip(summary) })
      .catch((error) => {
        if (!isDatabaseOutage(error)) logger.error("could not record activity", error);
      });
  };
}

/** An account event (sign-in, two-factor and session changes) with its own action name, written before answering. */
export async function recordAccountEvent(
  activity: ActivityRepository,
  ctx: Context,
  event: { action: string; actor: string; detail: string; success?: boolean; target?: string },
): Promise<void> {
  (ctx.state as { activityRecorded?: boolean }).activityRecorded = true;
  await activity.add({
    timestamp: new Date().toISOString(),
    action: event.action,
    actor: event.actor.slice(0, 200),
    ...clientOf(ctx),
    target: event.target ?? "",
    detail: event.detail,
    success: event.success ?? true,
    summary: clip(accountSummary(event.action, event.detail, event.success ?? true) ?? sentence(event.detail)),
  });
}

/** A sentence fits the stored entry's limit. */
const SUMMARY_CHARS = 500;
function clip(summary: string): string {
  return summary.length > SUMMARY_CHARS ? `${summary.slice(0, SUMMARY_CHARS - 1)}…` : summary;
}
