import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlesta, type FakeBlesta } from "../fakes/fakeBlesta";
import { startTestServer, type TestServer } from "../testServer";
import { scaledMs } from "../machine";

let server: TestServer;
let blesta: FakeBlesta;
let token: string;

const packages = [
  { id: 11, name: "Web Starter", pricing: [{ term: 1, period: "month" as const, price: 9.99, currency: "USD" }] },
  {
    id: 12,
    name: "Cloud VPS",
    pricing: [
      { term: 1, period: "month" as const, price: "4.9900", currency: "USD" },
      { term: 1, period: "month" as const, price: 4.5, currency: "EUR" },
    ],
  },
  { id: 13, name: "Secret Plan", hidden: true, pricing: [{ term: 1, period: "month" as const, price: 1, currency: "USD" }] },
];

beforeAll(async () => {
  blesta = await startFakeBlesta({ user: "api-user", key: "api-key", packages });
  server = await startTestServer();
  token = await server.login();
});
afterAll(async () => {
  await server.stop();
  await blesta.close();
});

const api = (path: string, method = "GET", body?: unknown) => server.api(path, { method, token, body });
const planByName = async (name: string) => ((await api("/api/admin/hosting-plans")).body as any[]).find((plan) => plan.name === name);
const connect = () => api("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10, company_id: 1 });
let made = 0;
/** A plan of this test's own, of the given type (its markup applies), mapped to a Blesta package when one is given. */
async function ownPlan(type: "shared" | "vps" | "gameserver", packageId?: number, price = 3) {
  const plan = (await api("/api/admin/hosting-plans", "POST", { name: `Billing test ${type} ${++made}`, type, price })).body;
  if (packageId !== undefined) expect((await api("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: packageId })).status).toBe(200);
  return plan as { id: number; name: string; price: number };
}

// Each test maps only its own plans: afterwards every mapping goes and Blesta answers promptly again.
afterEach(async () => {
  blesta.setDelay(0);
  blesta.setPackages(packages);
  for (const plan of (await api("/api/admin/hosting-plans")).body as { id: number; blesta_package_id: number | null }[]) {
    if (plan.blesta_package_id !== null) await api("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: null });
  }
});

describe("Blesta integration through the admin API", () => {
  it("reports not_configured and refuses to sync on a site where it was never set up", async () => {
    const fresh = await startTestServer();
    try {
      const freshToken = await fresh.login();
      const status = await fresh.api("/api/admin/blesta/status", { token: freshToken });
      expect(status.body).toMatchObject({ connection_status: "not_configured", configured: false, plans_mapped: 0 });
      expect(status.body.total_plans).toBeGreaterThan(0);
      expect((await fresh.api("/api/admin/blesta/sync", { method: "POST", token: freshToken, body: { force_update: true } })).status).toBe(409);
    } finally {
      await fresh.stop();
    }
  });

  it("connects, lists active packages without hidden ones, and maps plans", async () => {
    await connect();
    const status = await api("/api/admin/blesta/status");
    expect(status.body).toMatchObject({ connection_status: "connected", configured: true });
    const list = await api("/api/admin/blesta/packages");
    expect(list.body.packages).toEqual([
      { id: 12, name: "Cloud VPS" },
      { id: 11, name: "Web Starter" },
    ]);
    expect(list.body.hidden_count).toBe(1);
    const request = blesta.requests.find((entry) => entry.call.startsWith("packages/getAll"))!;
    expect(request.headerAuth).toEqual({ user: "api-user", key: "api-key" });
    expect(request.basicAuth).toEqual({ user: "api-user", key: "api-key" });

    await ownPlan("shared", 11);
    await ownPlan("vps", 12);
    expect((await api("/api/admin/blesta/status")).body.plans_mapped).toBe(2);
  });

  it("syncs prices with the markup to the cent, overrides winning over stored markups", async () => {
    await connect();
    const shared = await ownPlan("shared", 11);
    const vps = await ownPlan("vps", 12);
    const result = await api("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { vps: 0.15 } });
    expect(result.body).toMatchObject({ success: true, plans_updated: 2, plans_failed: 0, errors: [] });
    // shared markup stored default 0.15: 9.99 × 1.15 = 11.4885 → 11.49; vps override 0.15: 4.99 × 1.15 = 5.7385 → 5.74
    expect((await planByName(shared.name)).price).toBe(11.49);
    expect((await planByName(vps.name)).price).toBe(5.74);
    expect((await planByName(vps.name)).last_blesta_sync).toEqual(expect.any(String));
    const publicPlan = ((await server.api("/api/hosting-plans")).body as any[]).find((plan) => plan.name === shared.name);
    expect(publicPlan.price).toBe(11.49);
    const status = await api("/api/admin/blesta/status");
    expect(status.body.last_sync_result).toMatchObject({ success: true, plans_updated: 2, plans_failed: 0 });
  });

  it("reports a missing package per plan without touching the other plans", async () => {
    await connect();
    await ownPlan("shared", 11);
    await ownPlan("vps", 12);
    const missing = await ownPlan("shared", 999, 7.25);
    const result = await api("/api/admin/blesta/sync", "POST", {});
    expect(result.body.plans_updated).toBe(2);
    expect(result.body.plans_failed).toBe(1);
    expect(result.body.errors.join(" ")).toContain(missing.name);
    expect((await planByName(missing.name)).price).toBe(7.25);
  });

  it("reports a wrong API key and a timeout cleanly, leaving prices alone", { timeout: scaledMs(30_000) }, async () => {
    await connect();
    const mapped = await ownPlan("shared", 11, 4.75);
    await api("/api/admin/blesta/settings", "PUT", { api_key: "wrong-key" });
    const status = await api("/api/admin/blesta/status");
    expect(status.body.connection_status).toBe("error");
    expect(status.body.message).toMatch(/invalid|rejected/i);
    const failed = await api("/api/admin/blesta/sync", "POST", {});
    expect(failed.body.success).toBe(false);
    expect(failed.body.plans_updated).toBe(0);
    expect((await planByName(mapped.name)).price).toBe(4.75);

    await connect();
    blesta.setDelay(11_000);
    const slow = await api("/api/admin/blesta/status");
    expect(slow.body.connection_status).toBe("error");
    expect(slow.body.message).toMatch(/did not answer within 10 s/);
  });
});

describe("Blesta sync fills billing terms", () => {
  it("stores each term from the package's rows in the default currency, with the plan's markup, and shows them publicly", async () => {
    blesta.setPackages([
      ...packages,
      {
        id: 14,
        name: "Game Terms",
        pricing: [
          { term: 1, period: "month", price: "10.0000", currency: "USD" },
          { term: 3, period: "month", price: "27.0000", currency: "USD" },
          { term: 6, period: "month", price: "51.0000", currency: "USD" },
          { term: 1, period: "year", price: "96.0000", currency: "USD" },
          { term: 2, period: "year", price: "180.0000", currency: "USD" },
          { term: 3, period: "year", price: "252.0000", currency: "USD" },
          { term: 1, period: "year", price: "1.0000", currency: "EUR" },
        ],
      },
    ]);
    await connect();
    const game = await ownPlan("gameserver", 14);
    const result = await api("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { gameserver: 0.25 } });
    expect(result.body.success, JSON.stringify(result.body)).toBe(true);
    const synced = await planByName(game.name);
    expect(synced.price).toBe(12.5);
    expect(synced.pricing).toEqual({ quarterly: 33.75, semiannual: 63.75, annual: 120, biennial: 225, triennial: 315 });
    const publicPlan = ((await server.api("/api/hosting-plans")).body as any[]).find((plan) => plan.name === game.name);
    expect(publicPlan.pricing).toEqual(synced.pricing);

    // A term Blesta no longer has disappears at the next sync; other plans keep their own term prices.
    blesta.setPackages([
      ...packages,
      {
        id: 14,
        name: "Game Terms",
        pricing: [
          { term: 1, period: "month", price: "10.0000", currency: "USD" },
          { term: 1, period: "year", price: "100.0000", currency: "USD" },
        ],
      },
    ]);
    await api("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { gameserver: 0 } });
    expect((await planByName(game.name)).pricing).toEqual({ annual: 100 });
  });
});
