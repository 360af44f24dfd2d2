import { expect } from "vitest";
import { startTestServer, type ApiResponse, type TestServer } from "./testServer";

/** A started test server with a logged-in admin token, and shortcuts for admin calls. */
export interface AdminSession {
  server: TestServer;
  token: string;
  /** An admin call (bearer token added). */
  admin<T = any>(path: string, method?: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  /** A public call (no token). */
  pub<T = any>(path: string, method?: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
}

export async function startAdminSession(env: Record<string, string> = {}): Promise<AdminSession> {
  const server = await startTestServer({ env });
  const token = await server.login();
  return {
    server,
    token,
    admin: (path, method = "GET", body, headers) => server.api(path, { method, body, token, headers }),
    pub: (path, method = "GET", body, headers) => server.api(path, { method, body, headers }),
  };
}

/** A 400 whose JSON detail names `field` (and, when given, matches `rule`). */
export function expectBadRequest(response: ApiResponse, field: string, rule?: RegExp): void {
  expect(response.status, response.text).toBe(400);
  expect(typeof response.body.detail).toBe("string");
  expect(response.body.detail).toContain(field);
  if (rule) expect(response.body.detail).toMatch(rule);
}

/** A JSON error answer with the given status and a string detail. */
export function expectError(response: ApiResponse, status: number, detail?: string | RegExp): void {
  expect(response.status, response.text).toBe(status);
  expect(typeof response.body?.detail).toBe("string");
  if (typeof detail === "string") expect(response.body.detail).toBe(detail);
  else if (detail) expect(response.body.detail).toMatch(detail);
}
