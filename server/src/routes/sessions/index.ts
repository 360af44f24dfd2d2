import { SESSION_SIGNED_OUT, sessionsApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { NotFoundError } from "../../errors";
import { recordAccountEvent } from "../../middleware/activityLog";
import type { AdminState } from "../../middleware/requireAdmin";
import type { ApiRouter } from "../apiRouter";

/** The administrator's signed-in sessions: list, end one, end all but this one. */
export function mountSessions(api: ApiRouter, { store, tokens }: AppDeps): void {
  const sessions = tokens.sessions;

  api.on(sessionsApi.list, (_, ctx) => sessions.list((ctx.state as AdminState).admin.session_id));

  api.on(sessionsApi.revokeOthers, async (_, ctx) => {
    const { username, session_id } = (ctx.state as AdminState).admin;
    const revoked = await sessions.endAllExcept(session_id);
    await recordAccountEvent(store.activity, ctx, { action: "session.revoke_others", actor: username, detail: `signed out ${revoked} other session(s)` });
    return { success: true, message: "Every other session has been signed out.", revoked };
  });

  api.on(sessionsApi.revoke, async ({ params: { id } }, ctx) => {
    const { username, session_id } = (ctx.state as AdminState).admin;
    if (!(await sessions.end(id))) throw NotFoundError("Session not found");
    await recordAccountEvent(store.activity, ctx, {
      action: "session.revoke",
      actor: username,
      target: `session ${id.slice(0, 8)}`,
      detail: id === session_id ? "signed out this session" : "signed out another session",
    });
    return { success: true, message: SESSION_SIGNED_OUT, id };
  });
}
