import { useMutation } from "@tanstack/react-query";
import type { LoginResponse, VerifyTokenResponse } from "../../../../../common/schemas";
import { useHttp } from "../../api/client";
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

export function useLogin() {
  const http = useHttp();
  return useMutation({ mutationFn: ({ username, password }: { username: string; password: string }) => login(http, username, password) });
}

export function useChangePassword() {
  const http = useHttp();
  return useMutation({ mutationFn: ({ current, next }: { current: string; next: string }) => changePassword(http, current, next) });
}
