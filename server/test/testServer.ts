import { mkdtemp, rm } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../src/config";
import { silentLogger, type Logger } from "../src/logging/logger";
import { buildServer, closeHttpServer, type SiteServer } from "../src/server";
import type { AppOptions } from "../src/app";
import type { BackgroundOptions } from "../src/jobs/background";

export const TEST_ADMIN = { username: "admin", password: "test-password-123" };

export interface ApiResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  dataDir: string;
  site: SiteServer;
  /** Logs in as the test admin and answers the token. */
  login(): Promise<string>;
  /** Calls the API; objects are sent as JSON; a token adds the bearer header. */
  api<T = any>(path: string, init?: { method?: string; body?: unknown; token?: string; headers?: Record<string, string> }): Promise<ApiResponse<T>>;
  /** Stops the server; keeps the data dir when `keepData` (for restart tests). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

/** Calls the API of the server at `url` as TestServer.api does (objects sent as JSON, a token as the bearer header). */
export function apiAt(url: string): TestServer["api"] {
  return async (path, init = {}) => {
    const headers: Record<string, string> = { ...init.headers };
    if (init.token) headers.authorization = `Bearer ${init.token}`;
    let body: string | undefined;
    if (init.body !== undefined) {
      body = typeof init.body === "string" ? init.body : JSON.stringify(init.body);
      headers["content-type"] ??= "application/json";
    }
    const response = await fetch(url + path, { method: init.method ?? "GET", headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: response.status, headers: response.headers, body: parsed as any, text };
  };
}

/** Starts the real app on a free port with a temporary DATA_DIR (or the one given). */
export async function startTestServer(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    logger?: Logger;
    app?: AppOptions;
    background?: BackgroundOptions;
    /** The clock of the sign-in limits (the account's budget of wrong two-factor codes), moved by hand. */
    clock?: () => number;
  } = {},
): Promise<TestServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "hostsite-test-")));
  const config = loadConfig({
    DATA_DIR: dataDir,
    HOST: "127.0.0.1",
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    LOG_REQUESTS: "false",
    ...options.env,
  });
  const site = await buildServer(config, options.logger ?? silentLogger, { ...options.app, background: options.background, clock: options.clock });
  const server: Server = await new Promise((resolve) => {
    const listening = site.app.listen(0, "127.0.0.1", () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const api = apiAt(url);

  return {
    url,
    dataDir,
    site,
    api,
    async login() {
      const response = await api<{ access_token: string }>("/api/login", { method: "POST", body: TEST_ADMIN });
      if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
      return response.body.access_token;
    },
    async stop(stopOptions = {}) {
      await closeHttpServer(server, 2_000);
      await site.close();
      if (!stopOptions.keepData && !options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
