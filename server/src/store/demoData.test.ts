import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { planBelongsToCategory } from "../../../common/rules";
import { startTestServer, type TestServer } from "../../test/testServer";
import { demoSiteData } from "./demoData";

/**
 * The one place the demo content is checked: an empty data folder starts as a complete-looking site, made of
 * what demoData.ts defines (the other tests install their own site and never rely on it).
 */
let server: TestServer;
const demo = demoSiteData();
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.stop());

describe("a new site starts with the demo content", () => {
  it("has the demo company, menu, texts and external addresses", async () => {
    const info = (await server.api("/api/site-info")).body;
    expect(info.company).toEqual(demo.company);
    expect(info.settings).toMatchObject({ site_title: demo.site_settings.site_title, billing_url: demo.site_settings.billing_url });
    const navigation = (await server.api("/api/navigation")).body as { label: string }[];
    expect(navigation.map((item) => item.label)).toEqual(demo.navigation.map((item) => item.label));
    for (const section of ["hero", "features", "about", "terms", "privacy"] as const) {
      const block = (await server.api(`/api/content/${section}`)).body;
      expect(block.title).toBe(demo.content[section].title);
      expect(block.description.length, section).toBeGreaterThan(0);
    }
  });

  it("keeps the standard look: the hero's trust row and second button, three service cards, the about numbers; no pages, no FAQ", async () => {
    const hero = (await server.api("/api/content/hero")).body;
    expect(hero).toMatchObject({
      highlights: ["99.9% uptime guarantee", "24/7 expert support", "5000+ happy customers"],
      secondary_button_text: "Talk to Our Team",
      secondary_button_url: "#contact",
    });
    const features = (await server.api("/api/content/features")).body;
    expect(features.cards.map((card: { title: string; icon: string; href: string }) => [card.title, card.icon, card.href])).toEqual([
      ["Shared Hosting", "shared", "#hosting"],
      ["VPS Hosting", "vps", "#vps"],
      ["Game Servers", "gameserver", "#gameservers"],
    ]);
    const about = (await server.api("/api/content/about")).body;
    expect(about.stats).toEqual([
      { value: "99.9%", label: "Uptime guarantee" },
      { value: "24/7", label: "Expert support" },
      { value: "5000+", label: "Customers" },
      { value: String(demo.company.founded_year), label: "Founded" },
    ]);
    const info = (await server.api("/api/site-info")).body;
    expect(info.settings).toMatchObject({ show_status_badge: true, brand_color: "#4f46e5", font: "system", hero_image_url: null });
    expect((await server.api("/api/pages")).body).toEqual([]);
    expect((await server.api("/api/faq")).body).toEqual([]);
  });

  it("shows every demo category with at least one plan, and one promo code in each banner place", async () => {
    const categories = (await server.api("/api/hosting-categories")).body as { key: string; type: string; sub_type: string }[];
    const plans = (await server.api("/api/hosting-plans")).body as { name: string; category_key: string; plan_type: string; type: string; sub_type: string }[];
    expect(categories.map((category) => category.key).sort()).toEqual(demo.categories.map((category) => category.key).sort());
    expect(plans.map((plan) => plan.name).sort()).toEqual(demo.plans.map((plan) => plan.name).sort());
    for (const category of categories)
      expect(
        plans.some((plan) => planBelongsToCategory(plan, category)),
        category.key,
      ).toBe(true);
    const promos = (await server.api("/api/promo-codes")).body as { code: string; display_location: string }[];
    expect(promos.map((promo) => promo.code).sort()).toEqual(demo.promos.map((promo) => promo.code).sort());
    expect(new Set(promos.map((promo) => promo.display_location))).toEqual(new Set(["hero", "pricing", "floating"]));
  });
});
