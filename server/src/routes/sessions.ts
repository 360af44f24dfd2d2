import Router from "@koa/router";
import type { AdminSessionView } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { NotFoundError } from "../errors";
import { recordAccountEvent } from "../middleware/activityLog";
import { requireAdmin, type AdminState } from "../middleware/requireAdmin";

/** GET /api/admin/sessions, DELETE /api/admin/sessions/:id, POST /api/admin/sessions/revoke-others. */
export function sessionRoutes(deps: AppDeps): Router {
  const { store, tokens } = deps;
  const sessions = tokens.sessions;
  const router = new Router();
  const admin = requireAdmin(tokens, store);

  router.get("/api/admin/sessions", admin, async (ctx) => {
    ctx.body = (await sessions.list((ctx.state as AdminState).admin.session_id)) satisfies AdminSessionView[];
  });

  router.post("/api/admin/sessions/revoke-others", admin, async (ctx) => {
    const { username, session_id } = (ctx.state as AdminState).admin;
    const revoked = await sessions.endAllExcept(session_id);
    await recordAccountEvent(store.activity, ctx, { action: "session.revoke_others", actor: username, detail: `signed out ${revoked} other session(s)` });
    ctx.body = { success: true, message: "Every other session has been signed out.", revoked };
  });

  router.delete("/api/admin/sessions/:id", admin, async (ctx) => {
    const { username, session_id } = (ctx.state as AdminState).admin;
    const id = String(ctx.params.id);
    if (id.length > 100 || !(await sessions.end(id))) throw NotFoundError("Session not found");
    const own = id === session_id;
    await recordAccountEvent(store.activity, ctx, {
      action: "session.revoke",
      actor: username,
      target: `session ${id.slice(0, 8)}`,
      detail: own ? "signed out this session" : "signed out another session",
    });
    ctx.body = { success: true, message: "Session signed out.", id };
  });

  return router;
}
