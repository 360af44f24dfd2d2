import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("GET /api/site-info", () => {
  it("answers public settings and company info, never the status-monitor key", async () => {
    const { status, body } = await s.pub("/api/site-info");
    expect(status).toBe(200);
    expect(body.settings).toMatchObject({
      site_title: expect.any(String),
      site_description: expect.any(String),
      client_area_url: expect.stringMatching(/^https?:/),
      game_panel_url: expect.stringMatching(/^https?:/),
      billing_url: expect.stringMatching(/^https?:/),
      status_page_url: expect.any(String),
      status_update_interval: 30,
    });
    expect(body.settings).not.toHaveProperty("uptime_kuma_api_key");
    expect(body.company).toMatchObject({ name: "Nebula Hosting", founded_year: 2019, features: expect.any(Array) });
  });
});
