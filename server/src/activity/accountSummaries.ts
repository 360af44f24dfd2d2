import { sentence } from "./words";

/**
 * The sentence of an account event (a sign-in, a password, two-factor or session change), from what the entry
 * records: its action, its detail and whether it succeeded. Used when the entry is written and for entries
 * stored before summaries existed; undefined for an action that is no account event.
 */
export function accountSummary(action: string, detail: string, success: boolean): string | undefined {
  switch (action) {
    case "login":
      // The number of recovery codes left stays in the detail.
      if (detail.startsWith("signed in with a recovery code")) return "Signed in with a recovery code";
      return sentence(detail || "signed in");
    case "login_failed":
      return `Failed sign-in: ${detail || "refused"}`;
    case "password.update":
      return success ? "Password changed" : `Password change refused: ${detail}`;
    case "2fa.setup":
      return "Two-factor setup started";
    case "2fa.enable":
      return success ? "Two-factor sign-in turned on" : `Turning on two-factor sign-in refused: ${detail}`;
    case "2fa.disable":
      return success ? "Two-factor sign-in turned off" : `Turning off two-factor sign-in refused: ${detail}`;
    case "2fa.recovery_codes":
      return success ? "New recovery codes made" : `New recovery codes refused: ${detail}`;
    case "2fa.codes_locked":
      return "Two-factor app codes locked after too many wrong codes";
    case "session.revoke":
    case "session.revoke_others":
      return sentence(detail);
    default:
      return undefined;
  }
}
