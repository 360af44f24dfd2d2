import { describe, expect, it } from "vitest";
import { fakeClient } from "../../../../test/fakeApiClient";
import { fetchSiteSettings, resetMedia, saveSiteSettings, setMaintenanceMode, uploadMedia } from "./api";

describe("site settings calls", () => {
  it("load falls back on 404, save falls back on 404 and 405", async () => {
    const a = fakeClient([
      [404, {}],
      [200, { site_title: "T" }],
    ]);
    expect(await fetchSiteSettings(a.call)).toEqual({ site_title: "T" });
    expect(a.calls[1].url).toMatch(/^\/api\/settings\?_t=/);
    const b = fakeClient([
      [405, {}],
      [200, {}],
    ]);
    await saveSiteSettings(b.call, {} as never);
    expect(b.sent()).toEqual(["PUT /api/admin/site-settings", "POST /api/admin/site-settings"]);
    const c = fakeClient([
      [404, {}],
      [200, {}],
    ]);
    await saveSiteSettings(c.call, {} as never);
    expect(c.sent()).toEqual(["PUT /api/admin/site-settings", "PUT /api/settings"]);
  });

  it("the banner's switch sends maintenance_mode and nothing else", async () => {
    const a = fakeClient([[200, { maintenance_mode: false }]]);
    await setMaintenanceMode(a.call, false);
    expect(a.sent()).toEqual(["PUT /api/admin/site-settings"]);
    expect(JSON.parse(String(a.calls[0].init.body))).toEqual({ maintenance_mode: false });
  });

  it("an upload sends the file as it is with its own Content-Type; a reset deletes", async () => {
    const a = fakeClient([
      [200, { kind: "favicon" }],
      [200, { success: true }],
    ]);
    const file = new Blob(["<svg/>"], { type: "image/svg+xml" });
    await uploadMedia(a.call, "favicon", file, "image/svg+xml");
    await resetMedia(a.call, "favicon");
    expect(a.sent()).toEqual(["PUT /api/admin/media/favicon", "DELETE /api/admin/media/favicon"]);
    expect(a.calls[0].init.body).toBe(file);
    expect((a.calls[0].init.headers as Record<string, string>)["Content-Type"]).toBe("image/svg+xml");
  });
});
