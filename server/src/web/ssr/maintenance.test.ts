import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";
import { startTestServer, type TestServer } from "../../../test/testServer";
import { MAINTENANCE_RETRY_AFTER_SECONDS } from "./maintenance";

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;
/** A stand-in SSR bundle that shows the page kind and the maintenance message it was given. */
const FAKE_SSR = `export function render(data) {
  return { html: "<p>page=" + data.page + " message=" + (data.maintenanceMessage || "") + " email=" + data.company.contact_email + " status=" + (data.status && data.status.text) + "</p>", head: "<title>" + data.page + "</title>" };
}`;

async function withServer(env: Record<string, string>, run: (server: TestServer, token: string) => Promise<void>): Promise<void> {
  const server = await startTestServer({ env });
  try {
    await installTestSite(server.site.deps.store);
    await run(server, await server.login());
  } finally {
    await server.stop();
  }
}

const setMaintenance = (server: TestServer, token: string, body: Record<string, unknown>) => server.api("/api/settings", { method: "PUT", token, body });

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), "maintenance-dist-"));
  await mkdir(join(dist, "client/admin"), { recursive: true });
  await writeFile(join(dist, "client/admin/index.html"), "<!doctype html><title>Admin</title>");
  await mkdir(join(dist, "ssr"));
  await writeFile(join(dist, "client/index.html"), TEMPLATE);
  await writeFile(join(dist, "ssr/entry-server.js"), FAKE_SSR);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

describe("maintenance mode", () => {
  it("is off by default; settings take maintenance_mode and maintenance_message and refuse bad values", async () => {
    await withServer({ WEB_DIST_DIR: join(dist, "missing") }, async (server, token) => {
      const current = await server.api("/api/settings", { token });
      expect(current.body).toMatchObject({ maintenance_mode: false, maintenance_message: "" });
      expectBadRequest(await setMaintenance(server, token, { maintenance_mode: "sometimes" }), "maintenance_mode");
      expectBadRequest(await setMaintenance(server, token, { maintenance_message: "x".repeat(2001) }), "maintenance_message");
      expectBadRequest(await setMaintenance(server, token, { maintenance_message: { text: "hi" } }), "maintenance_message");
      expect((await server.api("/", {})).status).toBe(503);
    });
  });

  it("answers every public page with 503, Retry-After and the branded page; the API, /healthz, /admin and admin calls work", async () => {
    await withServer({ WEB_DIST_DIR: join(dist, "client"), SSR_DIST_DIR: join(dist, "ssr") }, async (server, token) => {
      expect((await server.api("/")).status).toBe(200);
      const saved = await setMaintenance(server, token, { maintenance_mode: true, maintenance_message: "Moving to new servers until 14:00 UTC." });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({ maintenance_mode: true, maintenance_message: "Moving to new servers until 14:00 UTC." });
      for (const path of ["/", "/terms", "/privacy", "/no-such-page"]) {
        const page = await server.api(path);
        expect(page.status, path).toBe(503);
        expect(page.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
        expect(page.headers.get("cache-control")).toBe("no-store");
        expect(page.headers.get("content-type")).toMatch(/text\/html/);
        expect(page.text).toContain("page=maintenance");
        expect(page.text).toContain("message=Moving to new servers until 14:00 UTC.");
        expect(page.text).toContain(`email=${TEST_SITE.company.contact_email}`);
        expect(page.text).toMatch(/status=Status Unknown/);
      }
      for (const path of ["/api/hosting-plans", "/api/site-info", "/api/promo-codes", "/api/system-status", "/healthz", "/readyz"]) {
        expect((await server.api(path)).status, path).toBe(200);
      }
      expect(
        (await server.api("/api/contact", { method: "POST", body: { name: "A", email: "a@example.com", subject: "Hi", message: "During maintenance" } }))
          .status,
      ).toBe(201);
      expect((await server.api("/api/admin/hosting-plans", { token })).status).toBe(200);
      expect((await server.api("/api/admin/site-settings", { token })).status).toBe(200);
      const admin = await server.api("/admin");
      expect(admin.status).toBe(200);
      expect(admin.text).toContain("<title>Admin</title>");

      await setMaintenance(server, token, { maintenance_mode: false });
      const back = await server.api("/");
      expect(back.status).toBe(200);
      expect(back.headers.get("retry-after")).toBeNull();
    });
  });

  it("without the built site still answers a plain 503 page with the message and the contact e-mail (escaped)", async () => {
    await withServer({ WEB_DIST_DIR: join(dist, "missing") }, async (server, token) => {
      await setMaintenance(server, token, { maintenance_mode: true, maintenance_message: "<b>Back at 5</b>" });
      const page = await server.api("/terms");
      expect(page.status).toBe(503);
      expect(page.headers.get("retry-after")).toBe(String(MAINTENANCE_RETRY_AFTER_SECONDS));
      expect(page.text).toContain("&lt;b&gt;Back at 5&lt;/b&gt;");
      expect(page.text).not.toContain("<b>Back");
      expect(page.text).toContain(TEST_SITE.company.contact_email);
      expect(page.text).toContain("System status: Status Unknown");
    });
  });
});
