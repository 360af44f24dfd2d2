import { useMutation } from "@tanstack/react-query";
import type { AdminSessionView, LoginResponse, RecoveryCodesResponse, TwoFactorSetup, TwoFactorStatus, VerifyTokenResponse } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { useHttp } from "../../api/client";
import { createHttp, type Http } from "../../api/http";

/** The administrator's account: sign-in, checking a stored token, the password, two-factor sign-in and sessions. */
export interface PasswordChangeResponse {
  success: boolean;
  message: string;
  access_token: string;
}

/** Either a code from the authenticator app or one of the recovery codes. */
export type SecondFactor = { otp: string } | { recovery_code: string };

export const accountKeys = { twoFactor: ["account", "two-factor"] as const, sessions: ["account", "sessions"] as const };

/** With two-factor sign-in on, a first call without `code` answers 401 with `two_factor_required`. */
export const login = (http: Http, username: string, password: string, code?: SecondFactor) =>
  http<LoginResponse>("/api/login", { method: "POST", body: { username, password, ...code }, auth: false });
export const verifyToken = (http: Http) => http<VerifyTokenResponse>("/api/verify-token", { noCache: true });
export const changePassword = (http: Http, current_password: string, new_password: string) =>
  http<PasswordChangeResponse>("/api/admin/password", { method: "PUT", body: { current_password, new_password } });

export const fetchTwoFactorStatus = (http: Http) => http<TwoFactorStatus>("/api/admin/2fa", { noCache: true });
export const startTwoFactorSetup = (http: Http) => http<TwoFactorSetup>("/api/admin/2fa/setup", { method: "POST", body: {} });
export const enableTwoFactor = (http: Http, otp: string) => http<RecoveryCodesResponse>("/api/admin/2fa/enable", { method: "POST", body: { otp } });
export const disableTwoFactor = (http: Http, password: string, code: SecondFactor) =>
  http<unknown>("/api/admin/2fa/disable", { method: "POST", body: { password, ...code } });
export const newRecoveryCodes = (http: Http, otp: string) => http<RecoveryCodesResponse>("/api/admin/2fa/recovery-codes", { method: "POST", body: { otp } });
export const fetchSessions = (http: Http) => http<AdminSessionView[]>("/api/admin/sessions", { noCache: true });
export const endSession = (http: Http, id: string) => http<unknown>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: "DELETE" });
export const endOtherSessions = (http: Http) => http<{ revoked: number }>("/api/admin/sessions/revoke-others", { method: "POST", body: {} });

/** The session a token belongs to (its `sid` claim; the claims of a token are readable, only its signature is secret). */
export function sessionIdOf(token: string): string | null {
  try {
    const payload = JSON.parse(atob(token.split(".")[1].replace(/-/g, "+").replace(/_/g, "/"))) as { sid?: unknown };
    return typeof payload.sid === "string" ? payload.sid : null;
  } catch {
    return null;
  }
}

/** Ends the session of `token` on the server, so Logout leaves no working token behind (best effort). */
export async function endOwnSession(baseUrl: string, token: string): Promise<void> {
  const sid = sessionIdOf(token);
  if (!sid) return;
  const withThisToken = createHttp(baseUrl, { get: async () => token, set: async () => {}, clear: async () => {} });
  await endSession(withThisToken, sid);
}

export function useLogin() {
  const http = useHttp();
  return useMutation({
    mutationFn: ({ username, password, code }: { username: string; password: string; code?: SecondFactor }) => login(http, username, password, code),
  });
}

export function useChangePassword() {
  const http = useHttp();
  return useMutation({ mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(http, current, next) });
}

export const useTwoFactorStatus = () => useApiQuery(accountKeys.twoFactor, fetchTwoFactorStatus);
export const useStartTwoFactorSetup = () => useApiMutation((http) => startTwoFactorSetup(http));
export const useEnableTwoFactor = () => useApiMutation(enableTwoFactor, [accountKeys.twoFactor]);
export const useDisableTwoFactor = () =>
  useApiMutation((http, { password, code }: { password: string; code: SecondFactor }) => disableTwoFactor(http, password, code), [accountKeys.twoFactor]);
export const useNewRecoveryCodes = () => useApiMutation(newRecoveryCodes, [accountKeys.twoFactor]);
export const useSessions = () => useApiQuery(accountKeys.sessions, fetchSessions);
export const useEndSession = () => useApiMutation(endSession, [accountKeys.sessions]);
export const useEndOtherSessions = () => useApiMutation((http) => endOtherSessions(http), [accountKeys.sessions]);
