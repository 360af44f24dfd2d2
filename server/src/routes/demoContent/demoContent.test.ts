import { afterEach, describe, expect, it } from "vitest";
import { eventually } from "../../../test/eventually";
import { startTestServer, type TestServer } from "../../../test/testServer";
import { demoTextsLeftIn } from "../../services/demoTexts";
import { demoSiteData } from "../../store/demoData";

/** Each test removes the demo from a new demo site of its own. */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function demoSite() {
  server = await startTestServer();
  const token = await server.login();
  const s = server;
  const admin = (path: string, method = "GET", body?: unknown) => s.api(path, { method, body, token });
  const names = async () => ({
    plans: ((await admin("/api/admin/hosting-plans")).body as { name: string }[]).map((plan) => plan.name).sort(),
    categories: ((await admin("/api/admin/hosting-categories")).body as { key: string }[]).map((category) => category.key).sort(),
    promos: ((await admin("/api/admin/promo-codes")).body as { code: string }[]).map((promo) => promo.code).sort(),
  });
  const demoDone = async () =>
    ((await admin("/api/admin/overview")).body.setup as { key: string; done: boolean }[]).find((item) => item.key === "demo_content")?.done;
  return { server: s, admin, names, demoDone };
}

const demo = demoSiteData();
/** The demo's texts a new demo site has (worked out from the demo and the neutral start). */
const demoTexts = demoTextsLeftIn(demo).length;
const plansNamed = (name: string) => demo.plans.find((plan) => plan.name === name)!;

describe("POST /api/admin/demo-content/remove", () => {
  it("deletes every demo plan, category and promo code of an untouched site, answers the counts, and logs it in words", async () => {
    const { server, admin, names, demoDone } = await demoSite();
    expect((await server.api("/api/admin/demo-content/remove", { method: "POST" })).status).toBe(401);
    expect(await demoDone()).toBe(false);
    const removed = await admin("/api/admin/demo-content/remove", "POST");
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body).toEqual({
      success: true,
      removed: { plans: demo.plans.length, categories: demo.categories.length, promo_codes: demo.promos.length, texts: demoTexts },
    });
    expect(await names()).toEqual({ plans: [], categories: [], promos: [] });
    expect((await server.api("/api/hosting-plans")).body).toEqual([]);
    expect((await server.api("/api/promo-codes")).body).toEqual([]);
    expect(await demoDone()).toBe(true);
    // Nothing is left: a second removal deletes nothing.
    expect((await admin("/api/admin/demo-content/remove", "POST")).body).toEqual({
      success: true,
      removed: { plans: 0, categories: 0, promo_codes: 0, texts: 0 },
    });

    const entry = await eventually(async () => {
      const { entries } = (await admin("/api/admin/activity?search=demo-content&limit=5")).body;
      expect(entries.length).toBe(2);
      return entries[1];
    });
    expect(entry).toMatchObject({
      action: "demo-content.remove.create",
      detail: "POST /api/admin/demo-content/remove",
      summary: `Demo content removed: ${demo.plans.length} plans, ${demo.categories.length} categories, ${demo.promos.length} promo codes and ${demoTexts} texts`,
      success: true,
    });
  });

  it("keeps what the administrator changed: an edited plan and promo code, a renamed category, and a demo category holding their own plan", async () => {
    const { admin, names, demoDone } = await demoSite();
    const plans = (await admin("/api/admin/hosting-plans")).body as { id: number; name: string; category_key: string }[];
    const vpsM = plans.find((plan) => plan.name === "VPS M")!;
    expect((await admin(`/api/admin/hosting-plans/${vpsM.id}`, "PUT", { price: plansNamed("VPS M").price + 1 })).status).toBe(200);
    // Moving a demo plan to another place in its list is no edit of it.
    const pebble = plans.find((plan) => plan.name === "Pebble")!;
    expect((await admin("/api/admin/hosting-plans/reorder", "PUT", { plans: [{ plan_id: pebble.id, new_order: 7 }] })).status).toBe(200);
    const own = (await admin("/api/admin/hosting-plans", "POST", { name: "Own Game Plan", price: 3, category_key: "gameservers" })).body;
    expect(own.category_key).toBe("gameservers");
    const promos = (await admin("/api/admin/promo-codes")).body as { id: number; code: string }[];
    const welcome = promos.find((promo) => promo.code === "WELCOME10")!;
    expect((await admin(`/api/admin/promo-codes/${welcome.id}`, "PUT", { title: "Our own welcome" })).status).toBe(200);
    const categories = (await admin("/api/admin/hosting-categories")).body as { id: number; key: string }[];
    const shared = categories.find((category) => category.key === "hosting")!;
    expect((await admin(`/api/admin/hosting-categories/${shared.id}`, "PUT", { display_name: "Web Hosting" })).status).toBe(200);

    const removed = await admin("/api/admin/demo-content/remove", "POST");
    expect(removed.body).toEqual({
      success: true,
      removed: { plans: demo.plans.length - 1, categories: 0, promo_codes: demo.promos.length - 1, texts: demoTexts },
    });
    expect(await names()).toEqual({ plans: ["Own Game Plan", "VPS M"], categories: ["gameservers", "hosting", "vps"], promos: ["WELCOME10"] });
    // What is left is the administrator's own: the checklist item is done.
    expect(await demoDone()).toBe(true);
  });

  it("removes a demo category once its last plan of the administrator's is gone", async () => {
    const { admin, names } = await demoSite();
    const own = (await admin("/api/admin/hosting-plans", "POST", { name: "Own VPS", price: 8, category_key: "vps" })).body;
    expect((await admin("/api/admin/demo-content/remove", "POST")).body.removed).toEqual({
      plans: demo.plans.length,
      categories: demo.categories.length - 1,
      promo_codes: demo.promos.length,
      texts: demoTexts,
    });
    expect((await names()).categories).toEqual(["vps"]);
    await admin(`/api/admin/hosting-plans/${own.id}`, "DELETE");
    expect((await admin("/api/admin/demo-content/remove", "POST")).body.removed).toEqual({ plans: 0, categories: 1, promo_codes: 0, texts: 0 });
    expect(await names()).toEqual({ plans: [], categories: [], promos: [] });
  });
});
