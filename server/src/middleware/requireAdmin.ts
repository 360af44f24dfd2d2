import type { Middleware } from "koa";
import { AuthenticationError } from "../errors";
import type { TokenService } from "../auth/tokens";
import type { Store } from "../store/types";
import { clientOf } from "./activityLog";

export interface AdminState {
  admin: { username: string; session_id: string };
}

/**
 * Bearer-token check for admin routes: valid signature, not expired, issued for the current password, and its
 * session not ended. Runs on every admin request, so the session comes from memory and activity is written
 * at most once a minute.
 */
export function requireAdmin(tokens: TokenService, store: Store): Middleware<AdminState> {
  return async function checkAdminToken(ctx, next) {
    const header = ctx.get("authorization");
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw AuthenticationError("Not authenticated");
    const claims = tokens.verify(match[1]);
    const admin = store.snapshot().admin;
    if (!claims || !admin || claims.sub !== admin.username || claims.tv !== admin.token_version) {
      throw AuthenticationError("Invalid or expired token", "invalid_token");
    }
    const session = await tokens.sessions.active(claims.sid);
    if (!session) throw AuthenticationError("Invalid or expired token", "invalid_token");
    tokens.sessions.seen(session, clientOf(ctx));
    ctx.state.admin = { username: admin.username, session_id: session.id };
    ctx.set("Cache-Control", "no-store");
    await next();
  };
}
