import type { Context } from "koa";
import { TWO_FACTOR_OFF, twoFactorApi } from "../../../../common/contracts";
import { verifyPassword } from "../../auth/password";
import {
  confirmTwoFactorCode,
  disableTwoFactor,
  enableTwoFactor,
  invalidCode,
  regenerateRecoveryCodes,
  requireTwoFactorOn,
  startTwoFactorSetup,
  twoFactorStatus,
  type CodeKind,
  type GivenCode,
} from "../../auth/twoFactor";
import type { AppDeps } from "../../deps";
import { ValidationError } from "../../errors";
import { recordAccountEvent } from "../../middleware/activityLog";
import type { AdminState } from "../../middleware/requireAdmin";
import type { ApiRouter } from "../apiRouter";
import { checkAppCode } from "./appCodeBudget";

/** GET /api/admin/2fa, POST …/setup, …/enable, …/disable, …/recovery-codes: the administrator's two-factor sign-in. */
export function mountTwoFactor(api: ApiRouter, deps: AppDeps): void {
  const { store, loginLimiter } = deps;
  const username = (ctx: Context) => (ctx.state as AdminState).admin.username;
  const record = (ctx: Context, action: string, detail: string, success = true) =>
    recordAccountEvent(store.activity, ctx, { action, actor: username(ctx), detail, success });

  /** A wrong password or code here counts toward the sign-in lock-out, like at sign-in. */
  async function refused(ctx: Context, action: string, detail: string): Promise<void> {
    await loginLimiter.recordFailure(ctx.ip, username(ctx));
    await record(ctx, action, detail, false);
  }

  /**
   * Before anything is checked: 429 while this address is locked out, or (when an app code is given) while the
   * account's app codes are locked, so the answer tells nothing about the password.
   */
  async function notLockedOut(ctx: Context, given: GivenCode): Promise<void> {
    await loginLimiter.assertNotLockedOut(ctx.ip, username(ctx));
    if (given.otp !== undefined) await loginLimiter.codes.assertOpen(username(ctx));
  }

  async function checkPassword(ctx: Context, action: string, password: string): Promise<void> {
    const account = store.snapshot().admin;
    if (account && (await verifyPassword(password, account.password_hash))) return;
    await refused(ctx, action, "wrong password");
    throw ValidationError("password: is not correct", [{ field: "password", message: "is not correct", code: "incorrect" }]);
  }

  /** An app code (within the account's budget of wrong codes) or a recovery code; a wrong one is a 400 naming its field. */
  async function checkCode(ctx: Context, action: string, given: GivenCode): Promise<CodeKind> {
    requireTwoFactorOn(store);
    const confirm = () => confirmTwoFactorCode(store, given, Date.now());
    const kind = given.otp !== undefined ? await checkAppCode(deps, ctx, username(ctx), confirm) : await confirm();
    if (kind) return kind;
    await refused(ctx, action, "wrong two-factor code");
    throw invalidCode(given.otp !== undefined ? "otp" : "recovery_code");
  }

  api.on(twoFactorApi.status, () => twoFactorStatus(store.snapshot().admin));

  api.on(twoFactorApi.setup, async (_, ctx) => {
    const issuer = store.snapshot().company.name.trim() || "Hosting admin";
    const setup = await startTwoFactorSetup(store, issuer);
    await record(ctx, "2fa.setup", "new two-factor key made, waiting for a code to confirm it");
    return setup;
  });

  /** The password as well as the new key's code: a stolen token alone cannot bind the account to another authenticator. */
  api.on(twoFactorApi.enable, async ({ body: { otp, password } }, ctx) => {
    await notLockedOut(ctx, { otp });
    await checkPassword(ctx, "2fa.enable", password);
    const recovery_codes = await checkAppCode(deps, ctx, username(ctx), () => enableTwoFactor(store, otp, Date.now()));
    if (!recovery_codes) {
      await refused(ctx, "2fa.enable", "wrong two-factor code");
      throw invalidCode("otp", "is not the current code");
    }
    await record(ctx, "2fa.enable", "two-factor sign-in turned on");
    return { recovery_codes };
  });

  api.on(twoFactorApi.disable, async ({ body: input }, ctx) => {
    const given = input.otp !== undefined ? { otp: input.otp } : { recovery_code: input.recovery_code };
    await notLockedOut(ctx, given);
    await checkPassword(ctx, "2fa.disable", input.password);
    const used = await checkCode(ctx, "2fa.disable", given);
    await disableTwoFactor(store);
    // The key the wrong codes were for is gone: a new key starts with a full budget.
    await loginLimiter.codes.clear(username(ctx));
    await record(ctx, "2fa.disable", `two-factor sign-in turned off (confirmed with ${used === "otp" ? "a two-factor code" : "a recovery code"})`);
    return { success: true, message: TWO_FACTOR_OFF };
  });

  api.on(twoFactorApi.recoveryCodes, async ({ body: { otp } }, ctx) => {
    await notLockedOut(ctx, { otp });
    await checkCode(ctx, "2fa.recovery_codes", { otp });
    const recovery_codes = await regenerateRecoveryCodes(store);
    await record(ctx, "2fa.recovery_codes", "new recovery codes made; the old ones no longer work");
    return { recovery_codes };
  });
}
