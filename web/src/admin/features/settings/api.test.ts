import { describe, expect, it } from "vitest";
import { fakeHttp } from "../../test/fakeFetch";
import { fetchSiteSettings, saveSiteSettings } from "./api";

describe("site settings calls", () => {
  it("load falls back on 404, save falls back on 404 and 405", async () => {
    const a = fakeHttp([[404, {}], [200, { site_title: "T" }]]);
    expect(await fetchSiteSettings(a.http)).toEqual({ site_title: "T" });
    expect(a.calls[1].url).toMatch(/^\/api\/settings\?_t=/);
    const b = fakeHttp([[405, {}], [200, {}]]);
    await saveSiteSettings(b.http, {} as never);
    expect(b.sent()).toEqual(["PUT /api/admin/site-settings", "POST /api/admin/site-settings"]);
    const c = fakeHttp([[404, {}], [200, {}]]);
    await saveSiteSettings(c.http, {} as never);
    expect(c.sent()).toEqual(["PUT /api/admin/site-settings", "PUT /api/settings"]);
  });
});
