import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DESKTOP_APP_ORIGIN } from "../../../common/origin";
import { CORS_ALLOWED_HEADERS, desktopCors } from "./cors";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Koa();
  app.use(desktopCors());
  app.use(async (ctx) => {
    if (ctx.path === "/api/boom") {
      ctx.status = 429;
      ctx.set("Retry-After", "30");
      ctx.body = { detail: "Too many requests" };
      return;
    }
    ctx.body = { path: ctx.path, method: ctx.method };
  });
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const preflight = (path: string, origin: string) =>
  fetch(`${base}${path}`, {
    method: "OPTIONS",
    headers: { Origin: origin, "Access-Control-Request-Method": "PUT", "Access-Control-Request-Headers": "authorization,content-type" },
  });

describe("desktopCors", () => {
  it("uses the desktop app's custom-protocol origin", () => {
    expect(DESKTOP_APP_ORIGIN).toBe("app://admin");
  });

  it("answers a preflight from the desktop app with 204, methods and headers, no credentials", async () => {
    const response = await preflight("/api/hosting-plans/1", DESKTOP_APP_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get("access-control-allow-origin")).toBe(DESKTOP_APP_ORIGIN);
    expect(response.headers.get("access-control-allow-methods")).toContain("PUT");
    expect(response.headers.get("access-control-allow-headers")).toBe(CORS_ALLOWED_HEADERS);
    for (const header of ["Authorization", "Content-Type", "Cache-Control", "Pragma"]) {
      expect(response.headers.get("access-control-allow-headers")).toContain(header);
    }
    expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    expect(response.headers.get("vary")).toMatch(/Origin/);
  });

  it("allows the desktop app's actual requests, and exposes Retry-After", async () => {
    const response = await fetch(`${base}/api/boom`, { headers: { Origin: DESKTOP_APP_ORIGIN } });
    expect(response.status).toBe(429);
    expect(response.headers.get("access-control-allow-origin")).toBe(DESKTOP_APP_ORIGIN);
    expect(response.headers.get("access-control-expose-headers")).toContain("Retry-After");
    expect(response.headers.get("vary")).toMatch(/Origin/);
  });

  it.each(["https://evil.example", "app://other", "http://localhost:3000", "null", "app://admin.evil"])(
    "gives %s no CORS headers (preflight and request)",
    async (origin) => {
      const pre = await preflight("/api/settings", origin);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
      expect(pre.headers.get("access-control-allow-methods")).toBeNull();
      expect(pre.status).not.toBe(204);
      const response = await fetch(`${base}/api/settings`, { headers: { Origin: origin } });
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("vary")).toMatch(/Origin/);
    },
  );

  it("leaves paths outside /api alone, even for the desktop origin", async () => {
    for (const path of ["/", "/admin", "/apix", "/api-docs"]) {
      const response = await fetch(`${base}${path}`, { headers: { Origin: DESKTOP_APP_ORIGIN } });
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      const pre = await preflight(path, DESKTOP_APP_ORIGIN);
      expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("passes requests without an Origin header through unchanged", async () => {
    const response = await fetch(`${base}/api/x`);
    expect(await response.json()).toEqual({ path: "/api/x", method: "GET" });
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("accepts a configured list of origins instead of the default", async () => {
    const app = new Koa();
    app.use(desktopCors({ allowedOrigins: ["http://127.0.0.1:5555"] }));
    app.use((ctx) => {
      ctx.body = "ok";
    });
    const other = app.listen(0, "127.0.0.1");
    await new Promise<void>((resolve) => other.once("listening", resolve));
    const url = `http://127.0.0.1:${(other.address() as AddressInfo).port}/api/x`;
    try {
      const allowed = await fetch(url, { headers: { Origin: "http://127.0.0.1:5555" } });
      expect(allowed.headers.get("access-control-allow-origin")).toBe("http://127.0.0.1:5555");
      const desktop = await fetch(url, { headers: { Origin: DESKTOP_APP_ORIGIN } });
      expect(desktop.headers.get("access-control-allow-origin")).toBeNull();
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });
});
