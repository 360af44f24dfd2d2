import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

describe("GET /api/site-info", () => {
  it("answers public settings and company info, never the status-monitor key", async () => {
    const { status, body } = await s.pub("/api/site-info");
    expect(status).toBe(200);
    const { settings, company } = TEST_SITE;
    expect(body.settings).toMatchObject({ ...settings, status_update_interval: 30 });
    expect(body.settings).not.toHaveProperty("uptime_kuma_api_key");
    expect(body.company).toEqual(company);
  });
});
