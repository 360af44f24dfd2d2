import Router from "@koa/router";
import { LoginSchema, PasswordChangeSchema, type LoginResponse, type VerifyTokenResponse } from "../../../common/schemas";
import { decoyPasswordHash, verifyPassword } from "../auth/password";
import { setAdminPassword } from "../auth/adminAccount";
import { AuthenticationError, ValidationError } from "../errors";
import { parseInput } from "../middleware/validate";
import { requireAdmin, type AdminState } from "../middleware/requireAdmin";
import type { AppDeps } from "../deps";
import { clientOf } from "../middleware/activityLog";

export const WRONG_CREDENTIALS = "Incorrect username or password";

/** POST /api/login, GET /api/verify-token, PUT /api/admin/password. */
export function authRoutes(deps: AppDeps): Router {
  const { store, tokens, loginLimiter } = deps;
  const router = new Router();
  const admin = requireAdmin(tokens, store);

  router.post("/api/login", async (ctx) => {
    const input = parseInput(LoginSchema, ctx.request.body);
    await loginLimiter.beforeAttempt(ctx.ip, input.username);
    const account = store.snapshot().admin;
    const usernameMatches = account !== null && account.username === input.username;
    // Check a hash either way, so a wrong username takes as long as a wrong password.
    const passwordMatches = await verifyPassword(input.password, usernameMatches ? account.password_hash : await decoyPasswordHash());
    const success = usernameMatches && passwordMatches && account !== null;
    await store.activity.add({
      timestamp: new Date().toISOString(),
      action: success ? "login" : "login_failed",
      actor: input.username.slice(0, 200),
      ...clientOf(ctx),
      target: "",
      detail: success ? "signed in" : "wrong username or password",
      success,
    });
    if (!success || !account) {
      await loginLimiter.recordFailure(ctx.ip, input.username);
      throw AuthenticationError(WRONG_CREDENTIALS);
    }
    await loginLimiter.recordSuccess(ctx.ip, input.username);
    ctx.set("Cache-Control", "no-store");
    ctx.body = {
      access_token: tokens.issue({ sub: account.username, tv: account.token_version }),
      token_type: "bearer",
      expires_in: tokens.ttlSeconds,
    } satisfies LoginResponse;
  });

  router.get("/api/verify-token", admin, (ctx) => {
    const state = ctx.state as AdminState;
    ctx.body = { valid: true, username: state.admin.username } satisfies VerifyTokenResponse;
  });

  router.put("/api/admin/password", admin, async (ctx) => {
    const input = parseInput(PasswordChangeSchema, ctx.request.body);
    const account = store.snapshot().admin;
    if (!account || !(await verifyPassword(input.current_password, account.password_hash))) {
      throw ValidationError("current_password: is not correct", [{ field: "current_password", message: "is not correct" }]);
    }
    const tokenVersion = await setAdminPassword(store, input.new_password);
    ctx.body = {
      success: true,
      message: "Password changed. Other sessions have been signed out.",
      access_token: tokens.issue({ sub: account.username, tv: tokenVersion }),
      token_type: "bearer",
      expires_in: tokens.ttlSeconds,
    };
  });

  return router;
}
