import type { Context } from "koa";
import { authApi, INVALID_TWO_FACTOR_CODE, TWO_FACTOR_REQUIRED } from "../../../../common/contracts";
import { decoyPasswordHash, verifyPassword } from "../../auth/password";
import { setAdminPassword } from "../../auth/adminAccount";
import { twoFactorEnabled, useTwoFactorCode } from "../../auth/twoFactor";
import { AuthenticationError, HttpError, ValidationError } from "../../errors";
import type { AdminState } from "../../middleware/requireAdmin";
import type { ApiRouter } from "../apiRouter";
import type { AppDeps } from "../../deps";
import { clientOf, recordAccountEvent } from "../../middleware/activityLog";
import { checkAppCode } from "../twoFactor/appCodeBudget";

const WRONG_CREDENTIALS = "Incorrect username or password";

/** Signing in, checking a token, changing the password. */
export function mountAuth(api: ApiRouter, deps: AppDeps): void {
  const { store, tokens, loginLimiter } = deps;

  const recordLogin = (ctx: Context, username: string, success: boolean, detail: string) =>
    recordAccountEvent(store.activity, ctx, { action: success ? "login" : "login_failed", actor: username, detail, success });

  /**
   * The password first; with two-factor sign-in on, then a code from the app or a recovery code. A wrong
   * password or code counts toward the lock-out; "code required" does not (the client just asks for it).
   */
  api.on(authApi.login, async ({ body: input }, ctx) => {
    await loginLimiter.beforeAttempt(ctx.ip, input.username);
    // While the account's app codes are locked, a code is refused before the password is checked: the answer
    // then tells nothing about the password.
    if (input.otp !== undefined) await loginLimiter.codes.assertOpen(input.username);
    const account = store.snapshot().admin;
    const usernameMatches = account !== null && account.username === input.username;
    // Check a hash either way, so a wrong username takes as long as a wrong password.
    const passwordMatches = await verifyPassword(input.password, usernameMatches ? account.password_hash : await decoyPasswordHash());
    if (!usernameMatches || !passwordMatches || !account) {
      await recordLogin(ctx, input.username, false, "wrong username or password");
      await loginLimiter.recordFailure(ctx.ip, input.username);
      throw AuthenticationError(WRONG_CREDENTIALS, "invalid_credentials");
    }
    let detail = "signed in";
    if (twoFactorEnabled(account)) {
      if (input.otp === undefined && input.recovery_code === undefined) {
        throw new HttpError(401, TWO_FACTOR_REQUIRED, { "WWW-Authenticate": "Bearer" }, { two_factor_required: true }, "two_factor_required");
      }
      const { otp, recovery_code } = input;
      const used =
        otp !== undefined
          ? await checkAppCode(deps, ctx, account.username, () => useTwoFactorCode(store, { otp }, Date.now()))
          : await useTwoFactorCode(store, { recovery_code }, Date.now());
      if (!used) {
        await recordLogin(ctx, input.username, false, otp !== undefined ? "wrong two-factor code" : "wrong recovery code");
        await loginLimiter.recordFailure(ctx.ip, input.username);
        throw AuthenticationError(INVALID_TWO_FACTOR_CODE, "invalid_credentials");
      }
      const left = store.snapshot().admin?.two_factor?.recovery_code_hashes.length ?? 0;
      detail = used === "otp" ? "signed in with a two-factor code" : `signed in with a recovery code (${left} left)`;
    }
    await loginLimiter.recordSuccess(ctx.ip, input.username);
    const session = await tokens.sessions.start(clientOf(ctx));
    await recordLogin(ctx, input.username, true, detail);
    ctx.set("Cache-Control", "no-store");
    return {
      access_token: tokens.issue({ sub: account.username, tv: account.token_version, sid: session.id }),
      token_type: "bearer",
      expires_in: tokens.ttlSeconds,
    };
  });

  api.on(authApi.verify, (_, ctx) => ({ valid: true, username: (ctx.state as AdminState).admin.username }));

  /**
   * The current session goes on with a new token; every other session ends. A wrong current password counts
   * toward the sign-in lock-out, so a stolen token cannot be used to guess the password.
   */
  api.on(authApi.changePassword, async ({ body: input }, ctx) => {
    const { session_id, username } = (ctx.state as AdminState).admin;
    await loginLimiter.assertNotLockedOut(ctx.ip, username);
    const account = store.snapshot().admin;
    if (!account || !(await verifyPassword(input.current_password, account.password_hash))) {
      await loginLimiter.recordFailure(ctx.ip, username);
      await recordAccountEvent(store.activity, ctx, { action: "password.update", actor: username, detail: "wrong current password", success: false });
      throw ValidationError("current_password: is not correct", [{ field: "current_password", message: "is not correct", code: "incorrect" }]);
    }
    const tokenVersion = await setAdminPassword(store, input.new_password);
    await tokens.sessions.endAllExcept(session_id);
    return {
      success: true,
      message: "Password changed. Other sessions have been signed out.",
      access_token: tokens.issue({ sub: account.username, tv: tokenVersion, sid: session_id }),
      token_type: "bearer",
      expires_in: tokens.ttlSeconds,
    };
  });
}
