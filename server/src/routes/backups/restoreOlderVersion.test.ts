import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** A backup file written before a site had its own home page lists, look settings, pages and FAQ (schema version 2). */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

function asVersionTwo(file: any): any {
  const site = structuredClone(file.site);
  delete site.content.hero.highlights;
  delete site.content.hero.secondary_button_text;
  delete site.content.hero.secondary_button_url;
  delete site.content.features.cards;
  delete site.content.about.stats;
  delete site.site_settings.show_status_badge;
  delete site.site_settings.brand_color;
  delete site.site_settings.font;
  delete site.pages;
  delete site.faq;
  return { ...file, schema_version: 2, site };
}

describe("restoring a version-2 backup", () => {
  it("gives the site the standard lists and look, and no pages or FAQ", async () => {
    await s.admin("/api/admin/company-info", "PUT", { founded_year: 2014 });
    const file = asVersionTwo((await s.admin("/api/admin/backups/download")).body);
    // Data of this test's own, which the restore replaces.
    await s.admin("/api/admin/pages", "POST", { slug: "before-restore", title: "Before", published: true });
    await s.admin("/api/admin/faq", "PUT", [{ question: "Before?", answer: "Yes." }]);
    await s.admin("/api/admin/site-settings", "PUT", { brand_color: "#123456", show_status_badge: false });

    const response = await s.admin("/api/admin/backups/restore", "POST", file);
    expect(response.status, response.text).toBe(200);
    const hero = (await s.pub("/api/content/hero")).body;
    expect(hero).toMatchObject({ secondary_button_text: "Talk to Our Team", secondary_button_url: "#contact" });
    expect(hero.highlights).toHaveLength(3);
    expect((await s.pub("/api/content/features")).body.cards.map((card: { icon: string }) => card.icon)).toEqual(["shared", "vps", "gameserver"]);
    expect((await s.pub("/api/content/about")).body.stats[3]).toEqual({ value: "2014", label: "Founded" });
    expect((await s.pub("/api/site-info")).body.settings).toMatchObject({ show_status_badge: true, brand_color: "#4f46e5", font: "system" });
    expect((await s.admin("/api/admin/pages")).body).toEqual([]);
    expect((await s.pub("/api/faq")).body).toEqual([]);
  });
});
