import type { Middleware } from "koa";
import { AuthenticationError } from "../errors";
import type { TokenService } from "../auth/tokens";
import type { Store } from "../store/types";

export interface AdminState {
  admin: { username: string };
}

/** Bearer-token check for admin routes: valid signature, not expired, and issued for the current password. */
export function requireAdmin(tokens: TokenService, store: Store): Middleware<AdminState> {
  return async function checkAdminToken(ctx, next) {
    const header = ctx.get("authorization");
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match) throw AuthenticationError("Not authenticated");
    const claims = tokens.verify(match[1]);
    const admin = store.snapshot().admin;
    if (!claims || !admin || claims.sub !== admin.username || claims.tv !== admin.token_version) {
      throw AuthenticationError("Invalid or expired token");
    }
    ctx.state.admin = { username: admin.username };
    ctx.set("Cache-Control", "no-store");
    await next();
  };
}

/** Admin answers are never cached (CONTRACT §2). */
export const noStore: Middleware = async function noStore(ctx, next) {
  await next();
  ctx.set("Cache-Control", "no-store");
};
