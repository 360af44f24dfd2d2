import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { fakeWebBuild, type FakeWebBuild } from "../../../test/fakeWebBuild";

/** The Uptime Kuma address: never with a user name or password, and only its plain address is ever published. */
let s: AdminSession;
let web: FakeWebBuild;
beforeAll(async () => {
  web = await fakeWebBuild();
  s = await startAdminSession(web.env);
});
afterAll(async () => {
  await s.server.stop();
  await web.remove();
});

const store = () => s.server.site.deps.store;
const CREDENTIALS_RULE = /must not contain a user name or password: the status poller never sends them/;

/** Stores site settings as data written before the address rule existed could hold them (no API check). */
async function storeDirectly(settings: { uptime_kuma_url: string; status_page_url: string }): Promise<void> {
  await store().update(["site_settings"], (draft) => {
    Object.assign(draft.site_settings, settings);
  });
}

describe("the Uptime Kuma address", () => {
  it.each(["https://watcher:hunter2@kuma.example.test/status/main", "https://watcher@kuma.example.test/metrics", "http://:only-password@kuma.example.test"])(
    "PUT with credentials in %s: 400 naming the field and why, nothing stored",
    async (uptime_kuma_url) => {
      const before = structuredClone(store().snapshot().site_settings);
      const response = await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_url });
      expectBadRequest(response, "uptime_kuma_url", CREDENTIALS_RULE);
      expect(store().snapshot().site_settings).toEqual(before);
    },
  );

  it("PUT without credentials is stored as sent, query string included", async () => {
    const uptime_kuma_url = "https://kuma.example.test/status/main?refresh=1";
    const response = await s.admin("/api/admin/site-settings", "PUT", { uptime_kuma_url });
    expect(response.status, response.text).toBe(200);
    expect(response.body.uptime_kuma_url).toBe(uptime_kuma_url);
  });

  it("a restore with credentials in the address: 400 naming the field, nothing stored", async () => {
    await storeDirectly({ uptime_kuma_url: "", status_page_url: "" });
    const file = (await s.admin("/api/admin/backups/download")).body;
    file.site.site_settings.uptime_kuma_url = "https://watcher:hunter2@kuma.example.test/status/main";
    const before = JSON.stringify(store().snapshot());
    const response = await s.admin("/api/admin/backups/restore", "POST", file);
    expect(response.status, response.text).toBe(400);
    expect(response.body.detail).toContain("The backup file is damaged: site.site_settings.uptime_kuma_url must not contain a user name or password");
    expect(response.body.detail).toMatch(CREDENTIALS_RULE);
    expect(JSON.stringify(store().snapshot())).toBe(before);
  });

  it("credentials stored before the rule never leave the server: not in the admin answer, the backup file or the public link", async () => {
    await storeDirectly({ uptime_kuma_url: "https://watcher:hunter2@kuma.example.test/status/main?key=secret-query#secret-fragment", status_page_url: "" });

    const settings = await s.admin("/api/admin/site-settings");
    expect(settings.status).toBe(200);
    expect(settings.text).not.toContain("hunter2");
    expect(settings.text).not.toContain("watcher");
    expect(settings.body.uptime_kuma_url).toBe("https://kuma.example.test/status/main?key=secret-query#secret-fragment");

    const download = await s.admin("/api/admin/backups/download");
    expect(download.text).not.toContain("hunter2");
    expect(download.text).not.toContain("watcher");
    // The file restores as it is.
    const restored = await s.admin("/api/admin/backups/restore", "POST", download.body);
    expect(restored.status, restored.text).toBe(200);
    expect(store().snapshot().site_settings.uptime_kuma_url).toBe("https://kuma.example.test/status/main?key=secret-query#secret-fragment");

    await storeDirectly({ uptime_kuma_url: "https://watcher:hunter2@kuma.example.test/status/main?key=secret-query#secret-fragment", status_page_url: "" });
    const info = await s.pub("/api/site-info");
    // Visitors are sent to the site's own status page: nothing of the monitor's address is published.
    expect(info.body.settings.status_page_url).toBe("/status");
    // The public pages print the page data they are given (a stand-in web build): the link, and nothing of the address.
    const home = await s.pub("/");
    expect(home.status).toBe(200);
    expect(home.text).toContain('"status_page_url":"/status"');
    expect(home.text).not.toContain("kuma.example.test");
    for (const secret of ["hunter2", "watcher", "secret-query", "secret-fragment"]) {
      expect(info.text).not.toContain(secret);
      expect(home.text).not.toContain(secret);
    }
  });

  it("the public link is the site's own status page while a monitor is configured, never the monitor's address", async () => {
    await storeDirectly({ uptime_kuma_url: "https://kuma.example.test/status/main/?key=secret-query#secret-fragment", status_page_url: "" });
    const info = await s.pub("/api/site-info");
    expect(info.body.settings.status_page_url).toBe("/status");
    await storeDirectly({ uptime_kuma_url: "https://kuma.example.test/metrics?key=secret-query", status_page_url: "" });
    expect((await s.pub("/api/site-info")).body.settings.status_page_url).toBe("/status");
    // Without a monitor there is nothing to show: no link.
    await storeDirectly({ uptime_kuma_url: "", status_page_url: "" });
    expect((await s.pub("/api/site-info")).body.settings.status_page_url).toBe("");
    // A status page address set on its own is published as written (without credentials).
    await storeDirectly({ uptime_kuma_url: "https://kuma.example.test/status/main?key=secret-query", status_page_url: "https://status.example.test/?lang=en" });
    expect((await s.pub("/api/site-info")).body.settings.status_page_url).toBe("https://status.example.test/?lang=en");
  });
});
