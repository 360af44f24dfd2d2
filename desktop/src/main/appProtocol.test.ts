import { mkdtemp, mkdir, writeFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAppProtocolHandler, resolveAppPath } from "./appProtocol";
import { contentSecurityPolicy } from "./csp";

let root: string;
let outside: string;
beforeAll(async () => {
  outside = await mkdtemp(path.join(os.tmpdir(), "app-protocol-"));
  root = path.join(outside, "renderer");
  await mkdir(path.join(root, "assets"), { recursive: true });
  await writeFile(path.join(root, "index.html"), "<!doctype html><title>app</title>");
  await writeFile(path.join(root, "assets", "index-abc.js"), "console.log(1)");
  await writeFile(path.join(outside, "secret.txt"), "top secret");
});
afterAll(() => rm(outside, { recursive: true, force: true }));

describe("resolveAppPath", () => {
  it("maps app://admin URLs into the renderer folder", () => {
    expect(resolveAppPath(root, "app://admin/")).toBe(path.join(root, "index.html"));
    expect(resolveAppPath(root, "app://admin/assets/index-abc.js?v=1#x")).toBe(path.join(root, "assets", "index-abc.js"));
  });

  it.each(["app://admin/../secret.txt", "app://admin/%2e%2e/secret.txt", "app://admin/assets/../../secret.txt"])(
    "keeps %s inside the renderer folder (the URL parser already removed the dot segments)",
    (url) => {
      expect(resolveAppPath(root, url)).toBe(path.join(root, "secret.txt"));
    },
  );

  it.each([
    "app://admin/assets/%2e%2e%2f%2e%2e%2fsecret.txt",
    "app://admin/..%5csecret.txt",
    "app://admin/assets%5c..%5c..%5csecret.txt",
    "app://admin/%00index.html",
    "app://admin/%E0%A4%A",
    "app://other/index.html",
    "not a url",
  ])("refuses %s", (url) => {
    expect(resolveAppPath(root, url)).toBeNull();
  });
});

describe("createAppProtocolHandler", () => {
  const csp = contentSecurityPolicy("https://hosting.example.com");
  const handler = () => createAppProtocolHandler({ rootDir: root, csp: () => csp });

  it("serves files with their type, nosniff and the CSP", async () => {
    const response = await handler()(new Request("app://admin/assets/index-abc.js"));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("content-security-policy")).toBe(csp);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(await response.text()).toBe("console.log(1)");
    const index = await handler()(new Request("app://admin/"));
    expect(index.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await index.text()).toContain("<title>app</title>");
  });

  it("falls back to index.html for app routes, but 404s for missing files", async () => {
    expect(await (await handler()(new Request("app://admin/plans/edit"))).text()).toContain("<title>app</title>");
    expect((await handler()(new Request("app://admin/assets/missing.js"))).status).toBe(404);
  });

  it("never serves a file outside the renderer folder", async () => {
    for (const url of ["app://admin/../secret.txt", "app://admin/%2e%2e/secret.txt", "app://admin/..%5csecret.txt", "app://admin/%2e%2e%2fsecret.txt"]) {
      const response = await handler()(new Request(url));
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("top secret");
    }
  });

  it("is read-only", async () => {
    expect((await handler()(new Request("app://admin/index.html", { method: "POST", body: "x" }))).status).toBe(405);
    const head = await handler()(new Request("app://admin/index.html", { method: "HEAD" }));
    expect(head.status).toBe(200);
  });
});

describe("contentSecurityPolicy", () => {
  it("connects only to the configured server and runs only the app's own scripts", () => {
    const policy = contentSecurityPolicy("https://hosting.example.com");
    expect(policy).toContain("connect-src https://hosting.example.com");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).not.toContain("*");
  });

  it("allows no network at all before a server is configured", () => {
    expect(contentSecurityPolicy(null)).toContain("connect-src 'none'");
  });
});
