import type { Context } from "koa";
import { ACCOUNT_CODE_FAILURES, ACCOUNT_CODE_WINDOW_MS } from "../../auth/accountCodeBudget";
import type { AppDeps } from "../../deps";
import { recordAccountEvent } from "../../middleware/activityLog";

/** The activity entry written when an account's budget of wrong app codes is spent. */
const CODES_LOCKED_ACTION = "2fa.codes_locked";

/**
 * Checks an authenticator-app code within the account's budget of wrong codes (429 once it is spent, from every
 * address). The wrong code that spends the budget writes the lock to the activity log. Answers the check's
 * result (null: the code was wrong).
 */
export async function checkAppCode<T>(
  deps: Pick<AppDeps, "store" | "loginLimiter">,
  ctx: Context,
  username: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const { result, lockedUntil } = await deps.loginLimiter.codes.check(username, check);
  if (lockedUntil !== null) {
    const minutes = ACCOUNT_CODE_WINDOW_MS / 60_000;
    await recordAccountEvent(deps.store.activity, ctx, {
      action: CODES_LOCKED_ACTION,
      actor: username,
      detail: `${ACCOUNT_CODE_FAILURES} wrong two-factor codes within ${minutes} minutes: app codes are refused from every address until ${new Date(lockedUntil).toISOString()} (recovery codes still work)`,
      success: false,
    });
  }
  return result;
}
