import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../fakes/fakeUptimeKuma";
import { gatherPageData } from "../../src/web/ssr/pageData";
import { routePublicPage } from "../../src/web/ssr/pageRequest";
import { startTestServer, type TestServer } from "../testServer";

// One configured "second" lasts 20 ms here, so an interval of 10 s is 200 ms.
const SECOND_MS = 20;
let server: TestServer;
let kuma: FakeUptimeKuma;
let token: string;

beforeAll(async () => {
  kuma = await startFakeUptimeKuma({ monitors: [1, 1, 1] });
  server = await startTestServer({ background: { secondMs: SECOND_MS } });
  token = await server.login();
});
afterAll(async () => {
  await server.stop();
  await kuma.close().catch(() => {});
});

async function statusSoon(expected: string, within = 10 * SECOND_MS * 3) {
  const deadline = Date.now() + within + 1_000;
  let last: any;
  while (Date.now() < deadline) {
    last = (await server.api("/api/system-status")).body;
    if (last.status === expected) return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  return last;
}

describe("GET /api/system-status follows Uptime Kuma", () => {
  it("is unknown while no status monitor is configured", async () => {
    const response = await server.api("/api/system-status");
    expect(response.body.status).toBe("unknown");
    expect(response.body.text).toMatch(/Status Unknown/);
  });

  it("follows all up → mixed → all down → unreachable within one interval", async () => {
    const saved = await server.api("/api/admin/site-settings", {
      method: "PUT",
      token,
      body: { uptime_kuma_url: kuma.statusPageUrl, status_update_interval: 10 },
    });
    expect(saved.status).toBe(200);

    const up = await statusSoon("operational");
    expect(up).toMatchObject({ status: "operational", text: "All Systems Operational" });
    expect(typeof up.checked_at).toBe("string");

    kuma.setMonitors([1, 0, 1]);
    expect((await statusSoon("degraded")).text).toMatch(/Degraded/);

    kuma.setMonitors([0, 0, 0]);
    expect((await statusSoon("down")).status).toBe("down");

    await kuma.close();
    const unknown = await statusSoon("unknown");
    expect(unknown.status).toBe("unknown");
    expect(unknown.text).toMatch(/unreachable|did not answer/i);
  });
});

describe("the public status link", () => {
  it("is the site's own status page once a monitor is configured, or the address the administrator set (never with credentials); the monitor's address stays admin-only", async () => {
    const site = await startTestServer();
    try {
      const admin = await site.login();
      const publicLink = async (settings: Record<string, string>) => {
        const saved = await site.api("/api/admin/site-settings", { method: "PUT", token: admin, body: settings });
        expect(saved.status).toBe(200);
        const info = await site.api("/api/site-info");
        const { deps } = site.site;
        const route = routePublicPage(
          { path: "/", querystring: "", query: {}, currencyCookie: undefined },
          { data: deps.store.snapshot(), status: deps.status.current(), now: new Date(), factCount: 1 },
        );
        if (route.kind !== "page") throw new Error("the home page redirected");
        const page = gatherPageData(route.request);
        expect(page.settings.status_page_url).toBe(info.body.settings.status_page_url);
        expect(info.text).not.toContain("PASS");
        expect(JSON.stringify(page)).not.toContain("PASS");
        return info.body.settings.status_page_url as string;
      };

      // A monitor address with a user name or password is refused: the status poller never sends them.
      const withCredentials = await site.api("/api/admin/site-settings", {
        method: "PUT",
        token: admin,
        body: { uptime_kuma_url: "http://mon:PASS@127.0.0.1:1/metrics", status_page_url: "" },
      });
      expect(withCredentials.status).toBe(400);
      expect(withCredentials.body.detail).toMatch(/uptime_kuma_url/);
      expect(withCredentials.text).not.toContain("PASS");
      // Whatever the monitor's address (its metrics, its API read with a key, a status page of its own with a
      // token), visitors get the site's own status page, which shows what the server counted from it.
      expect(await publicLink({ uptime_kuma_url: "http://127.0.0.1:1/metrics", status_page_url: "" })).toBe("/status");
      expect(await publicLink({ uptime_kuma_url: "http://127.0.0.1:1", uptime_kuma_api_key: "uk1_PASS", status_page_url: "" })).toBe("/status");
      expect(await publicLink({ uptime_kuma_url: "http://127.0.0.1:1/status/main?token=PASS#PASS", status_page_url: "" })).toBe("/status");
      // The status page address the administrator set wins (Uptime Kuma's own page, say), and is cleaned.
      expect(await publicLink({ status_page_url: "https://viewer:PASS@status.example.com/" })).toBe("https://status.example.com/");
      expect(await publicLink({ status_page_url: "https://status.example.com/status/main" })).toBe("https://status.example.com/status/main");

      // The admin still sees the monitor address exactly as saved.
      expect((await site.api("/api/admin/site-settings", { token: admin })).body.uptime_kuma_url).toBe("http://127.0.0.1:1/status/main?token=PASS#PASS");
      // No monitor and no address: no link.
      expect(await publicLink({ uptime_kuma_url: "", status_page_url: "" })).toBe("");
    } finally {
      await site.stop();
    }
  });
});

describe("removing the status-monitor API key", () => {
  it("makes a bare monitor address stop being read through /metrics", async () => {
    const mapped = await startFakeUptimeKuma({ domainMapped: true, monitors: [1, 0], apiKey: "uk1_removable" });
    const site = await startTestServer({ background: { secondMs: SECOND_MS } });
    try {
      const admin = await site.login();
      await site.api("/api/admin/site-settings", {
        method: "PUT",
        token: admin,
        body: { uptime_kuma_url: mapped.url, uptime_kuma_api_key: "uk1_removable", status_update_interval: 10 },
      });
      await vi.waitFor(() => expect(mapped.requests.some((request) => request.path === "/metrics")).toBe(true), { timeout: 5_000 });

      const removed = await site.api("/api/admin/site-settings", { method: "PUT", token: admin, body: { uptime_kuma_api_key: null } });
      expect(removed.body.has_uptime_kuma_api_key).toBe(false);
      const from = mapped.requests.length;
      await vi.waitFor(() => expect(mapped.requests.slice(from).some((request) => request.path === "/api/entry-page")).toBe(true), { timeout: 5_000 });
      await vi.waitFor(async () => expect((await site.api("/api/system-status")).body.status).toBe("degraded"), { timeout: 5_000 });
      // A poll already under way may still have asked /metrics; none does once the entry page was read.
      const switched = mapped.requests.findIndex((request, index) => index >= from && request.path === "/api/entry-page");
      expect(mapped.requests.slice(switched).some((request) => request.path === "/metrics")).toBe(false);
    } finally {
      await site.stop();
      await mapped.close();
    }
  });
});
