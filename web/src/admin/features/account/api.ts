import { useMutation } from "@tanstack/react-query";
import { createApiClient, type ApiCall } from "../../../lib/api/client";
import { useCall } from "../../api/client";
import { useApiMutation, useApiQuery } from "../../api/hooks";

/** The administrator's account: sign-in, checking a stored token, the password, two-factor sign-in and sessions. */

/** Either a code from the authenticator app or one of the recovery codes. */
export type SecondFactor = { otp: string } | { recovery_code: string };

const accountKeys = { twoFactor: ["account", "two-factor"] as const, sessions: ["account", "sessions"] as const };

/** With two-factor sign-in on, a first call without `code` answers 401 with `two_factor_required`. */
const login = (call: ApiCall, username: string, password: string, code?: SecondFactor) =>
  call("POST /api/login", { body: { username, password, ...code }, auth: false });
export const verifyToken = (call: ApiCall) => call("GET /api/verify-token", { noCache: true });
const changePassword = (call: ApiCall, current_password: string, new_password: string) =>
  call("PUT /api/admin/password", { body: { current_password, new_password } });

const fetchTwoFactorStatus = (call: ApiCall) => call("GET /api/admin/2fa", { noCache: true });
const startTwoFactorSetup = (call: ApiCall) => call("POST /api/admin/2fa/setup");
/** The new key's current code and the password (a signed-in session alone cannot turn it on). */
const enableTwoFactor = (call: ApiCall, otp: string, password: string) => call("POST /api/admin/2fa/enable", { body: { otp, password } });
const disableTwoFactor = (call: ApiCall, password: string, code: SecondFactor) => call("POST /api/admin/2fa/disable", { body: { password, ...code } });
const newRecoveryCodes = (call: ApiCall, otp: string) => call("POST /api/admin/2fa/recovery-codes", { body: { otp } });
const fetchSessions = (call: ApiCall) => call("GET /api/admin/sessions", { noCache: true });
const endSession = (call: ApiCall, id: string) => call("DELETE /api/admin/sessions/:id", { params: { id } });
const endOtherSessions = (call: ApiCall) => call("POST /api/admin/sessions/revoke-others");

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
  const withThisToken = createApiClient({ baseUrl, tokenStore: { get: async () => token, set: async () => {}, clear: async () => {} } });
  await endSession(withThisToken.call, sid);
}

export function useLogin() {
  const call = useCall();
  return useMutation({
    mutationFn: ({ username, password, code }: { username: string; password: string; code?: SecondFactor }) => login(call, username, password, code),
  });
}

export function useChangePassword() {
  const call = useCall();
  return useMutation({ mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(call, current, next) });
}

export const useTwoFactorStatus = () => useApiQuery(accountKeys.twoFactor, fetchTwoFactorStatus);
export const useStartTwoFactorSetup = () => useApiMutation((call) => startTwoFactorSetup(call));
export const useEnableTwoFactor = () =>
  useApiMutation((call, { otp, password }: { otp: string; password: string }) => enableTwoFactor(call, otp, password), [accountKeys.twoFactor]);
export const useDisableTwoFactor = () =>
  useApiMutation((call, { password, code }: { password: string; code: SecondFactor }) => disableTwoFactor(call, password, code), [accountKeys.twoFactor]);
export const useNewRecoveryCodes = () => useApiMutation(newRecoveryCodes, [accountKeys.twoFactor]);
export const useSessions = () => useApiQuery(accountKeys.sessions, fetchSessions);
export const useEndSession = () => useApiMutation(endSession, [accountKeys.sessions]);
export const useEndOtherSessions = () => useApiMutation((call) => endOtherSessions(call), [accountKeys.sessions]);
