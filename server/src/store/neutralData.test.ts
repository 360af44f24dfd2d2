import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../test/testServer";
import { DEMO_COMPANY, demoSiteData } from "./demoData";

/** DEMO_CONTENT=false: a new site starts with no catalog and texts that name no company. */
let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { DEMO_CONTENT: "false" } });
  token = await server.login();
});
afterAll(() => server?.stop());

const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });

/** Every public text of the site, as one string. */
async function publicTexts(): Promise<string> {
  const answers = await Promise.all(
    ["/api/site-info", "/api/navigation", "/api/content/hero", "/api/content/features", "/api/content/about", "/api/content/terms", "/api/content/privacy"].map(
      async (path) => (await server.api(path)).text,
    ),
  );
  return answers.join("\n");
}

describe("DEMO_CONTENT=false on the first start", () => {
  it("has no plans, categories or promo codes, publicly or in the panel", async () => {
    for (const path of ["/api/hosting-plans", "/api/hosting-categories", "/api/promo-codes"]) expect((await server.api(path)).body, path).toEqual([]);
    for (const path of ["/api/admin/hosting-plans", "/api/admin/hosting-categories", "/api/admin/promo-codes"])
      expect((await admin(path)).body, path).toEqual([]);
  });

  it("uses neutral placeholder texts: no demo company, address, phone, figures or external addresses", async () => {
    const info = (await server.api("/api/site-info")).body;
    expect(info.company).toMatchObject({ name: "Your Company", contact_email: "", phone: "", address: "", founded_year: null, features: [] });
    const texts = await publicTexts();
    const demo = demoSiteData();
    for (const demoText of [
      DEMO_COMPANY.name,
      "Nebula",
      "nebula-hosting",
      DEMO_COMPANY.phone,
      DEMO_COMPANY.address,
      "5000+",
      "99.9%",
      demo.site_settings.site_title,
    ]) {
      expect(texts, demoText).not.toContain(demoText);
    }
    expect(info.settings).toMatchObject({ client_area_url: "", billing_url: "", status_page_url: "", game_panel_url: "" });
    const hero = (await server.api("/api/content/hero")).body;
    expect(hero.title.length).toBeGreaterThan(0);
    expect(hero.highlights).toEqual([]);
    expect((await server.api("/api/content/about")).body.stats).toEqual([]);
  });

  it("the checklist: no demo content to remove, the company details still to enter", async () => {
    const overview = (await admin("/api/admin/overview")).body;
    const done = Object.fromEntries((overview.setup as { key: string; done: boolean }[]).map((item) => [item.key, item.done]));
    expect(done).toMatchObject({ demo_content: true, company_info: false });
    expect((await admin("/api/admin/demo-content/remove", "POST")).body).toEqual({
      success: true,
      removed: { plans: 0, categories: 0, promo_codes: 0, texts: 0 },
    });
    const companyDone = async () =>
      ((await admin("/api/admin/overview")).body.setup as { key: string; done: boolean }[]).find((item) => item.key === "company_info")?.done;
    const placeholder = (await admin("/api/admin/company-info")).body;
    try {
      // The placeholder name counts as not entered, even with an e-mail set.
      await admin("/api/admin/company-info", "PUT", { contact_email: "hello@example.com" });
      expect(await companyDone()).toBe(false);
      await admin("/api/admin/company-info", "PUT", { name: "Example Hosting" });
      expect(await companyDone()).toBe(true);
    } finally {
      await admin("/api/admin/company-info", "PUT", placeholder);
    }
  });

  it("counts only on the first start: the same data folder started with the demo switched on stays as it is", async () => {
    let own = await startTestServer({ env: { DEMO_CONTENT: "false" } });
    const dataDir = own.dataDir;
    try {
      const plan = (await own.api("/api/admin/hosting-plans", { method: "POST", token: await own.login(), body: { name: "First own plan", price: 4 } })).body;
      await own.stop({ keepData: true });
      own = await startTestServer({ dataDir, env: { DEMO_CONTENT: "true" } });
      const ownToken = await own.login();
      expect(((await own.api("/api/admin/hosting-plans", { token: ownToken })).body as { id: number }[]).map((entry) => entry.id)).toEqual([plan.id]);
      expect((await own.api("/api/admin/promo-codes", { token: ownToken })).body).toEqual([]);
      expect((await own.api("/api/site-info")).body.company.name).not.toBe(DEMO_COMPANY.name);
    } finally {
      await own.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
