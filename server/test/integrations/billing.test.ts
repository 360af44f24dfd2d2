import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeBlesta, type FakeBlesta } from "../fakes/fakeBlesta";
import { startTestServer, type TestServer } from "../testServer";

let server: TestServer;
let blesta: FakeBlesta;
let token: string;

const packages = [
  { id: 11, name: "Web Starter", pricing: [{ term: 1, period: "month" as const, price: 9.99, currency: "USD" }] },
  { id: 12, name: "Cloud VPS", pricing: [{ term: 1, period: "month" as const, price: "4.9900", currency: "USD" }, { term: 1, period: "month" as const, price: 4.5, currency: "EUR" }] },
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

describe("Blesta integration through the admin API", () => {
  it("reports not_configured and refuses to sync before settings exist", async () => {
    const status = await api("/api/admin/blesta/status");
    expect(status.body).toMatchObject({ connection_status: "not_configured", configured: false, plans_mapped: 0 });
    expect(status.body.total_plans).toBeGreaterThan(0);
    expect((await api("/api/admin/blesta/sync", "POST", { force_update: true })).status).toBe(409);
  });

  it("connects, lists active packages without hidden ones, and maps plans", async () => {
    await api("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10, company_id: 1 });
    const status = await api("/api/admin/blesta/status");
    expect(status.body).toMatchObject({ connection_status: "connected", configured: true });
    const list = await api("/api/admin/blesta/packages");
    expect(list.body.packages).toEqual([{ id: 12, name: "Cloud VPS" }, { id: 11, name: "Web Starter" }]);
    expect(list.body.hidden_count).toBe(1);
    const request = blesta.requests.find((entry) => entry.call.startsWith("packages/getAll"))!;
    expect(request.headerAuth).toEqual({ user: "api-user", key: "api-key" });
    expect(request.basicAuth).toEqual({ user: "api-user", key: "api-key" });

    const starter = await planByName("Starter");
    const vps = await planByName("VPS S");
    expect((await api("/api/admin/blesta/mapping", "PUT", { plan_id: starter.id, blesta_package_id: 11 })).status).toBe(200);
    expect((await api("/api/admin/blesta/mapping", "PUT", { plan_id: vps.id, blesta_package_id: 12 })).status).toBe(200);
    expect((await api("/api/admin/blesta/status")).body.plans_mapped).toBe(2);
  });

  it("syncs prices with the markup to the cent, overrides winning over stored markups", async () => {
    const result = await api("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { vps: 0.15 } });
    expect(result.body).toMatchObject({ success: true, plans_updated: 2, plans_failed: 0, errors: [] });
    // shared markup stored default 0.15: 9.99 × 1.15 = 11.4885 → 11.49; vps override 0.15: 4.99 × 1.15 = 5.7385 → 5.74
    expect((await planByName("Starter")).price).toBe(11.49);
    expect((await planByName("VPS S")).price).toBe(5.74);
    expect((await planByName("VPS S")).last_blesta_sync).toEqual(expect.any(String));
    const publicPlan = ((await server.api("/api/hosting-plans")).body as any[]).find((plan) => plan.name === "Starter");
    expect(publicPlan.price).toBe(11.49);
    const status = await api("/api/admin/blesta/status");
    expect(status.body.last_sync_result).toMatchObject({ success: true, plans_updated: 2, plans_failed: 0 });
  });

  it("reports a missing package per plan without touching the other plans", async () => {
    const pro = await planByName("Pro");
    await api("/api/admin/blesta/mapping", "PUT", { plan_id: pro.id, blesta_package_id: 999 });
    const result = await api("/api/admin/blesta/sync", "POST", {});
    expect(result.body.plans_updated).toBe(2);
    expect(result.body.plans_failed).toBe(1);
    expect(result.body.errors.join(" ")).toMatch(/Pro/);
    expect((await planByName("Pro")).price).toBe(pro.price);
    await api("/api/admin/blesta/mapping", "PUT", { plan_id: pro.id, blesta_package_id: null });
  });

  it("reports a wrong API key and a timeout cleanly, leaving prices alone", async () => {
    const before = await planByName("Starter");
    await api("/api/admin/blesta/settings", "PUT", { api_key: "wrong-key" });
    const status = await api("/api/admin/blesta/status");
    expect(status.body.connection_status).toBe("error");
    expect(status.body.message).toMatch(/invalid|rejected/i);
    const failed = await api("/api/admin/blesta/sync", "POST", {});
    expect(failed.body.success).toBe(false);
    expect(failed.body.plans_updated).toBe(0);
    expect((await planByName("Starter")).price).toBe(before.price);

    await api("/api/admin/blesta/settings", "PUT", { api_key: "api-key", timeout: 10 });
    blesta.setDelay(11_000);
    const slow = await api("/api/admin/blesta/status");
    expect(slow.body.connection_status).toBe("error");
    expect(slow.body.message).toMatch(/did not answer within 10 s/);
    blesta.setDelay(0);
  }, 30_000);
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
    await api("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10, company_id: 1 });
    const game = await planByName("Pebble");
    await api("/api/admin/blesta/mapping", "PUT", { plan_id: game.id, blesta_package_id: 14 });
    const result = await api("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { gameserver: 0.25 } });
    expect(result.body.success, JSON.stringify(result.body)).toBe(true);
    const synced = await planByName("Pebble");
    expect(synced.price).toBe(12.5);
    expect(synced.pricing).toEqual({ quarterly: 33.75, semiannual: 63.75, annual: 120, biennial: 225, triennial: 315 });
    const publicPlan = ((await server.api("/api/hosting-plans")).body as any[]).find((plan) => plan.name === "Pebble");
    expect(publicPlan.pricing).toEqual(synced.pricing);

    // A term Blesta no longer has disappears at the next sync; other plans keep their own term prices.
    blesta.setPackages([...packages, { id: 14, name: "Game Terms", pricing: [{ term: 1, period: "month", price: "10.0000", currency: "USD" }, { term: 1, period: "year", price: "100.0000", currency: "USD" }] }]);
    await api("/api/admin/blesta/sync", "POST", { force_update: true, markup_overrides: { gameserver: 0 } });
    expect((await planByName("Pebble")).pricing).toEqual({ annual: 100 });
  });
});
