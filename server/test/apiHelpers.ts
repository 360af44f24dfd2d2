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

/** One route of the app's API routers (HEAD, implied by GET, left out). */
export interface RouteEntry {
  method: string;
  path: string;
  /** Registered on the admin router (the token is checked before it runs). */
  admin: boolean;
}

/** Every method + path registered on the app's API routers, read from each router's layer stack. */
export async function apiRouteTable(server: TestServer): Promise<RouteEntry[]> {
  const { createApiRouter } = await import("../src/routes");
  const api = createApiRouter(server.site.deps);
  const routes: RouteEntry[] = [];
  for (const router of [api.publicRoutes, api.adminRoutes]) {
    for (const layer of router.stack) {
      for (const method of layer.methods) if (method !== "HEAD") routes.push({ method, path: String(layer.path), admin: router === api.adminRoutes });
    }
  }
  return routes;
}

/** A concrete path for a route pattern: :id → 1, :section/:type → hero. */
export function concretePath(path: string): string {
  return path.replace(/:id\b/g, "1").replace(/:(section|type)\b/g, "hero");
}
