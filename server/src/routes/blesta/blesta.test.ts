import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Admin API for SMTP settings, billing (Blesta) settings and mapping, and site settings. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const data = () => s.server.site.deps.store.snapshot();

describe("billing settings", () => {
  const put = (body: unknown) => s.admin("/api/admin/blesta/settings", "PUT", body);

  it("GET answers the defaults on a new site", async () => {
    const fresh = await startAdminSession();
    const response = await fresh.admin("/api/admin/blesta/settings");
    await fresh.server.stop();
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      api_url: "",
      api_key: "",
      has_api_key: false,
      timeout: 30,
      sync_enabled: false,
      sync_frequency: 24,
      markup_percentages: { vps: 0.2, gameserver: 0.4, shared: 0.15, dedicated: 0.1 },
    });
  });

  it.each([
    ["timeout", { timeout: 5 }],
    ["timeout", { timeout: 301 }],
    ["sync_frequency", { sync_frequency: 0 }],
    ["sync_frequency", { sync_frequency: 169 }],
    ["markup_percentages", { markup_percentages: { vps: 0.07 } }],
    ["markup_percentages", { markup_percentages: { vps: 2.5 } }],
    ["markup_percentages", { markup_percentages: { vps: -0.05 } }],
    ["api_url", { api_url: "ftp://x" }],
    ["api_url", { api_url: "billing.example.com" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, body) => {
    const before = structuredClone(data().billing);
    expectBadRequest(await put(body), field);
    expect(data().billing).toEqual(before);
  });

  it("accepts the bounds and merges markups per plan type", async () => {
    for (const timeout of [10, 30, 300]) expect((await put({ timeout })).body.timeout).toBe(timeout);
    for (const sync_frequency of [1, 168]) expect((await put({ sync_frequency })).body.sync_frequency).toBe(sync_frequency);
    const response = await put({ markup_percentages: { vps: 0.25, shared: 2 }, api_url: "https://billing.example.com/api/" });
    expect(response.status).toBe(200);
    expect(response.body.markup_percentages).toEqual({ vps: 0.25, gameserver: 0.4, shared: 2, dedicated: 0.1 });
    expect(response.body.api_url).toBe("https://billing.example.com/api");
    expect(response.body.timeout).toBe(300);
  });
});
