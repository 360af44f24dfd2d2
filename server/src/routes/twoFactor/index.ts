import type { Context } from "koa";
import { TWO_FACTOR_OFF, twoFactorApi } from "../../../../common/contracts";
import { verifyPassword } from "../../auth/password";
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  requireTwoFactorCode,
  startTwoFactorSetup,
  twoFactorStatus,
  type CodeKind,
  type GivenCode,
} from "../../auth/twoFactor";
import type { AppDeps } from "../../deps";
import { HttpError, ValidationError } from "../../errors";
import { recordAccountEvent } from "../../middleware/activityLog";
import type { AdminState } from "../../middleware/requireAdmin";
import type { ApiRouter } from "../apiRouter";

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

  async function checkCode(ctx: Context, action: string, given: GivenCode): Promise<CodeKind> {
    try {
      return await requireTwoFactorCode(store, given, Date.now());
    } catch (error) {
      if (error instanceof HttpError && error.status === 400) await refused(ctx, action, "wrong two-factor code");
      throw error;
    }
  }

  api.on(twoFactorApi.status, () => twoFactorStatus(store.snapshot().admin));

  api.on(twoFactorApi.setup, async (_, ctx) => {
    const issuer = store.snapshot().company.name.trim() || "Hosting admin";
    const setup = await startTwoFactorSetup(store, issuer);
    await record(ctx, "2fa.setup", "new two-factor key made, waiting for a code to confirm it");
    return setup;
  });

  api.on(twoFactorApi.enable, async ({ body: { otp } }, ctx) => {
    const recovery_codes = await enableTwoFactor(store, otp, Date.now());
    await record(ctx, "2fa.enable", "two-factor sign-in turned on");
    return { recovery_codes };
  });

  api.on(twoFactorApi.disable, async ({ body: input }, ctx) => {
    await loginLimiter.assertNotLockedOut(ctx.ip, username(ctx));
    const account = store.snapshot().admin;
    if (!account || !(await verifyPassword(input.password, account.password_hash))) {
      await refused(ctx, "2fa.disable", "wrong password");
      throw ValidationError("password: is not correct", [{ field: "password", message: "is not correct" }]);
    }
    const given = input.otp !== undefined ? { otp: input.otp } : { recovery_code: input.recovery_code };
    const used = await checkCode(ctx, "2fa.disable", given);
    await disableTwoFactor(store);
    await record(ctx, "2fa.disable", `two-factor sign-in turned off (confirmed with ${used === "otp" ? "a two-factor code" : "a recovery code"})`);
    return { success: true, message: TWO_FACTOR_OFF };
  });

  api.on(twoFactorApi.recoveryCodes, async ({ body: { otp } }, ctx) => {
    await loginLimiter.assertNotLockedOut(ctx.ip, username(ctx));
    await checkCode(ctx, "2fa.recovery_codes", { otp });
    const recovery_codes = await regenerateRecoveryCodes(store);
    await record(ctx, "2fa.recovery_codes", "new recovery codes made; the old ones no longer work");
    return { recovery_codes };
  });
}
