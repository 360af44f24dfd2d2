import type { LoginResponse, VerifyTokenResponse } from "../../../../../common/schemas";
import { useApiMutation } from "../../api/hooks";
import type { Http } from "../../api/http";

/** The administrator's account: sign-in, checking a stored token, and changing the password. */
export interface PasswordChangeResponse {
  success: boolean;
  message: string;
  access_token: string;
}

export const login = (http: Http, username: string, password: string) =>
  http<LoginResponse>("/api/login", { method: "POST", body: { username, password }, auth: false });
export const verifyToken = (http: Http) => http<VerifyTokenResponse>("/api/verify-token", { noCache: true });
export const changePassword = (http: Http, current_password: string, new_password: string) =>
  http<PasswordChangeResponse>("/api/admin/password", { method: "PUT", body: { current_password, new_password } });

export const useLogin = () => useApiMutation((http, { username, password }: { username: string; password: string }) => login(http, username, password));
export const useChangePassword = () => useApiMutation((http, { current, next }: { current: string; next: string }) => changePassword(http, current, next));
