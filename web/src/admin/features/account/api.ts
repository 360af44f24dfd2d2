import type { AdminSessionView, RecoveryCodesResponse, TwoFactorSetup, TwoFactorStatus } from "../../../../../common/schemas";
import type { Http } from "../../api/http";

/** Either a code from the authenticator app or one of the recovery codes. */
export type SecondFactor = { otp: string } | { recovery_code: string };

/** The account's two-factor sign-in and signed-in sessions. */
export function accountApi(http: Http) {
  return {
    twoFactorStatus: () => http<TwoFactorStatus>("/api/admin/2fa", { noCache: true }),
    startTwoFactorSetup: () => http<TwoFactorSetup>("/api/admin/2fa/setup", { method: "POST", body: {} }),
    enableTwoFactor: (otp: string) => http<RecoveryCodesResponse>("/api/admin/2fa/enable", { method: "POST", body: { otp } }),
    disableTwoFactor: (password: string, code: SecondFactor) => http<unknown>("/api/admin/2fa/disable", { method: "POST", body: { password, ...code } }),
    newRecoveryCodes: (otp: string) => http<RecoveryCodesResponse>("/api/admin/2fa/recovery-codes", { method: "POST", body: { otp } }),
    sessions: () => http<AdminSessionView[]>("/api/admin/sessions", { noCache: true }),
    endSession: (id: string) => http<unknown>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: "DELETE" }),
    endOtherSessions: () => http<{ revoked: number }>("/api/admin/sessions/revoke-others", { method: "POST", body: {} }),
  };
}
