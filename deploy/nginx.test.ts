import { request } from "node:http";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nginxAvailable, NGINX_SKIP_MESSAGE, startNginx, viaNginx, type TestNginx } from "../server/test/nginx";
import { startTestServer, TEST_ADMIN, type TestServer } from "../server/test/testServer";

/** The visitor's address as nginx sees it: another loopback address than nginx's own towards the server. */
const VISITOR = "127.0.0.2";

const TITLE = "behind the shipped nginx config (TRUST_PROXY=true, PROXY_HOPS default)";
// Where nginx is not installed the tests are reported as skipped, with the reason in the title.
describe.skipIf(!nginxAvailable)(nginxAvailable ? TITLE : `${TITLE} (${NGINX_SKIP_MESSAGE})`, () => {
  let server: TestServer;
  let nginx: TestNginx;
  let webDir: string;
  let token: string;
  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), "hostsite-web-"));
    await mkdir(join(webDir, "assets"));
    await mkdir(join(webDir, "admin"));
    await writeFile(join(webDir, "admin", "index.html"), "<!doctype html><title>Admin</title>");
    await writeFile(join(webDir, "index.html"), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    await writeFile(join(webDir, "assets", "main-Ab12Cd34.js"), "console.log(1)");
    server = await startTestServer({ env: { TRUST_PROXY: "true", CONTACT_RATE_LIMIT: "5", WEB_DIST_DIR: webDir, SSR_DIST_DIR: join(webDir, "none") } });
    token = await server.login(); // directly, before the lock-out below
    nginx = await startNginx(Number(new URL(server.url).port));
  });
  afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
    await rm(webDir, { recursive: true, force: true });
  });

  const via = (path: string, options: Parameters<typeof viaNginx>[2] = {}) => viaNginx(nginx.httpsPort, path, { from: VISITOR, ...options });

  it("made-up X-Forwarded-For first hops still run into the login lock-out (429)", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 25; i++) {
      const answer = await via("/api/login", {
        method: "POST",
        body: { username: TEST_ADMIN.username, password: `wrong-${i}` },
        headers: { "X-Forwarded-For": `203.0.113.${i}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual(Array(20).fill(429));
  });

  it("made-up X-Forwarded-For first hops still run into the contact-form limit", async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const message = { name: "Visitor", email: "visitor@example.com", subject: `Question ${i}`, message: `Message number ${i} about VPS plans.` };
      statuses.push((await via("/api/contact", { method: "POST", body: message, headers: { "X-Forwarded-For": `198.51.100.${i}, 10.0.0.${i}` } })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
  });

  it("the activity log records the address nginx saw, never a made-up one", async () => {
    const activity = await server.api("/api/admin/activity?limit=100", { token });
    expect(activity.status).toBe(200);
    const failed = activity.body.entries.filter((entry: { action: string }) => entry.action === "login_failed");
    expect(failed.length).toBe(5);
    expect(failed.every((entry: { ip: string }) => entry.ip === VISITOR)).toBe(true);
    expect(JSON.stringify(activity.body)).not.toMatch(/203\.0\.113\.|198\.51\.100\./);
  });

  it("gives every request nginx's request id, replacing one the client made up", async () => {
    const answer = await via("/api/navigation", { headers: { "X-Request-Id": "made-up-by-client" } });
    expect(answer.status).toBe(200);
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("sends HSTS from every location", async () => {
    const paths = ["/", "/assets/main-Ab12Cd34.js", "/admin", "/api/admin/company-info", "/api/hosting-plans", "/healthz", "/readyz", "/no-such-page"];
    for (const path of paths) {
      const answer = await via(path, { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, path).toBeLessThan(500);
      expect(answer.headers["strict-transport-security"], path).toBe("max-age=31536000");
    }
    const asset = await via("/assets/main-Ab12Cd34.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["x-cache-status"]).toBeDefined();
  });

  it("never redirects a visitor to another host, whatever the path after a language prefix", async () => {
    const seen: string[] = [];
    for (const prefix of ["", "/en", "/de"]) {
      for (const rest of ["//evil.example", "/\\evil.example", "/%2F%2Fevil.example", "/%5Cevil.example"]) {
        for (const path of [`${prefix}${rest}`, `${prefix}${rest}/`]) {
          const answer = await via(path);
          expect(answer.status, path).toBeLessThan(500);
          const location = answer.headers.location;
          if (typeof location !== "string") continue;
          seen.push(`${path} -> ${location}`);
          expect(new URL(location, "https://hosting.example.com/").host, `${path} -> ${location}`).toBe("hosting.example.com");
        }
      }
    }
    expect(seen).toContain("/en//evil.example -> /evil.example");
  });

  it("redirects plain HTTP to HTTPS", async () => {
    const answer = await new Promise<{ status: number; location?: string }>((done, fail) => {
      request({ host: "127.0.0.1", port: nginx.httpPort, path: "/terms", headers: { host: "hosting.example.com" } }, (res) => {
        res.resume();
        done({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on("error", fail)
        .end();
    });
    expect(answer).toEqual({ status: 301, location: "https://hosting.example.com/terms" });
  });
});
