import type { TokenStore } from "../../../../common/tokenStore";
import type { LoginResponse, VerifyTokenResponse } from "../../../../common/schemas";
import { adminApi } from "./admin";
import { catalogApi } from "./catalog";
import { contentApi } from "./content";
import { createHttp } from "./http";
import { mailApi } from "./mail";
import { mediaApi } from "./media";
import { recordsApi } from "./records";
import { accountApi, type SecondFactor } from "../features/account/api";

export interface PasswordChangeResponse {
  success: boolean;
  message: string;
  access_token: string;
}

/** The admin panel's one typed API client. Every tab goes through it. */
export function createApiClient(baseUrl: string, tokenStore: TokenStore, fetchImpl?: typeof fetch) {
  const http = createHttp(baseUrl, tokenStore, fetchImpl);
  return {
    baseUrl,
    tokenStore,
    /** With two-factor sign-in on, a first call without `code` answers 401 with `two_factor_required`. */
    login: (username: string, password: string, code?: SecondFactor) =>
      http<LoginResponse>("/api/login", { method: "POST", body: { username, password, ...code }, auth: false }),
    verifyToken: () => http<VerifyTokenResponse>("/api/verify-token", { noCache: true }),
    changePassword: (current_password: string, new_password: string) =>
      http<PasswordChangeResponse>("/api/admin/password", { method: "PUT", body: { current_password, new_password } }),
    ...catalogApi(http),
    ...contentApi(http),
    ...mailApi(http),
    ...adminApi(http),
    ...recordsApi(http),
    ...accountApi(http),
    ...mediaApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
