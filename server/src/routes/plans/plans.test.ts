import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

const create = (body: unknown) => s.admin("/api/admin/hosting-plans", "POST", body);
const adminPlans = async () => (await s.admin("/api/admin/hosting-plans")).body as any[];
const publicPlans = async () => (await s.pub("/api/hosting-plans")).body as any[];

describe("GET /api/admin/hosting-plans", () => {
  it("lists every plan with every field, internal ones included", async () => {
    const made = await create({ name: "Listed", markup_percentage: 12 });
    const response = await s.admin("/api/admin/hosting-plans");
    expect(response.status).toBe(200);
    expect(response.body.map((plan: { id: number }) => plan.id)).toEqual(expect.arrayContaining([TEST_SITE.plans.spark.id, made.body.id]));
    expect(response.body.find((plan: { id: number }) => plan.id === made.body.id).markup_percentage).toBe(12);
    for (const plan of response.body) {
      for (const field of [
        "id",
        "name",
        "price",
        "category_key",
        "plan_type",
        "type",
        "features",
        "markup_percentage",
        "blesta_package_id",
        "last_blesta_sync",
        "display_order",
      ]) {
        expect(plan, field).toHaveProperty(field);
      }
    }
  });
});

describe("POST /api/admin/hosting-plans", () => {
  it("answers HTTP 200 with the new-plan defaults", async () => {
    const response = await create({ name: "Bare" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      name: "Bare",
      type: "shared",
      price: 0,
      markup_percentage: 0,
      features: [],
      supported_games: [],
      is_customizable: false,
      managed_wordpress: false,
      auto_scaling: false,
      is_popular: false,
      cpu: "",
      ram: "",
      disk_space: "",
      bandwidth: "",
      order_url: "",
      docker_image: "",
      blesta_package_id: null,
      last_blesta_sync: null,
    });
    expect(Number.isInteger(response.body.id)).toBe(true);
    expect((await adminPlans()).some((plan) => plan.id === response.body.id)).toBe(true);
  });

  it("never lets the client choose the id or server-managed fields", async () => {
    const { spark, flare } = TEST_SITE.plans;
    const response = await create({ name: "Sneaky", id: spark.id, last_blesta_sync: "2020-01-01T00:00:00Z", created_at: "1999-01-01" });
    expect(response.status).toBe(200);
    expect(response.body.id).not.toBe(spark.id);
    expect(response.body.last_blesta_sync).toBeNull();
    expect(response.body.created_at).not.toBe("1999-01-01");
    expect((await adminPlans()).find((plan) => plan.id === spark.id).name).toBe(spark.name);
    const updated = await s.admin(`/api/hosting-plans/${response.body.id}`, "PUT", { id: flare.id, name: "Sneaky 2" });
    expect(updated.body.id).toBe(response.body.id);
    expect((await adminPlans()).find((plan) => plan.id === flare.id).name).toBe(flare.name);
  });

  it("takes features one per line, dropping blank lines and trimming", async () => {
    const response = await create({ name: "Lines", features: "a\n\n b \n" });
    expect(response.status).toBe(200);
    expect(response.body.features).toEqual(["a", "b"]);
    expect((await create({ name: "Array", features: ["x", "  ", " y"] })).body.features).toEqual(["x", "y"]);
  });

  it("rounds price to 2 decimals and accepts numeric strings", async () => {
    expect((await create({ name: "P1", price: 9.999 })).body.price).toBe(10);
    expect((await create({ name: "P2", price: "4.5" })).body.price).toBe(4.5);
    expect((await create({ name: "P3", price: 7.123 })).body.price).toBe(7.12);
  });

  it("sets category_key and plan_type both to the chosen key, whichever one is sent", async () => {
    const byCategory = await create({ name: "K1", category_key: "vps" });
    expect(byCategory.body).toMatchObject({ category_key: "vps", plan_type: "vps" });
    const byPlanType = await create({ name: "K2", plan_type: "gameservers" });
    expect(byPlanType.body).toMatchObject({ category_key: "gameservers", plan_type: "gameservers" });
  });

  it("puts a plan created without display_order after the last plan of its category; a sent display_order stays", async () => {
    const key = `end-of-category-${Date.now()}`;
    expect((await s.admin("/api/admin/hosting-categories", "POST", { key, display_name: "End of category", type: "vps" })).status).toBe(200);
    const first = (await create({ name: "End A", category_key: key })).body;
    expect(first.display_order).toBe(0);
    expect((await create({ name: "End B", category_key: key, display_order: 7 })).body.display_order).toBe(7);
    const last = (await create({ name: "End C", category_key: key })).body;
    expect(last.display_order).toBe(8);
    const other = (await create({ name: "Elsewhere", category_key: `${key}-other` })).body;
    expect(other.display_order).toBe(0);
    const ordered = (await publicPlans()).filter((plan) => plan.category_key === key).map((plan) => plan.name);
    expect(ordered).toEqual(["End A", "End B", "End C"]);
  });

  it.each([
    ["name", { price: 1 }],
    ["price", { name: "Neg", price: -1 }],
    ["price", { name: "NaN", price: "cheap" }],
    ["order_url", { name: "JS", order_url: "javascript:alert(1)" }],
    ["order_url", { name: "Data", order_url: "data:text/html,hi" }],
    ["type", { name: "Space", type: "spaceship" }],
    ["markup_percentage", { name: "M", markup_percentage: -5 }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, body) => {
    const before = (await adminPlans()).length;
    expectBadRequest(await create(body), field);
    expect(await adminPlans()).toHaveLength(before);
  });
});

describe("PUT /api/hosting-plans/{id}", () => {
  it("updates the fields sent and keeps the others", async () => {
    const created = (await create({ name: "Keep", price: 3, cpu: "2", ram: "4", features: ["f1"], category_key: "hosting" })).body;
    const response = await s.admin(`/api/hosting-plans/${created.id}`, "PUT", { price: 5.5, is_popular: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.id,
      name: "Keep",
      price: 5.5,
      is_popular: true,
      cpu: "2",
      ram: "4",
      features: ["f1"],
      category_key: "hosting",
      plan_type: "hosting",
    });
    const stored = (await adminPlans()).find((plan) => plan.id === created.id);
    expect(stored).toMatchObject({ price: 5.5, is_popular: true, cpu: "2" });
  });

  it("moves both category_key and plan_type when one of them changes", async () => {
    const created = (await create({ name: "Mover", category_key: "hosting" })).body;
    const response = await s.admin(`/api/hosting-plans/${created.id}`, "PUT", { plan_type: "vps" });
    expect(response.body).toMatchObject({ category_key: "vps", plan_type: "vps" });
  });

  it("answers 404 for an unknown or non-numeric id", async () => {
    expectError(await s.admin("/api/hosting-plans/99999", "PUT", { name: "Ghost" }), 404);
    expectError(await s.admin("/api/hosting-plans/abc", "PUT", { name: "Ghost" }), 404);
    expectError(await s.admin("/api/hosting-plans/1.5", "PUT", { name: "Ghost" }), 404);
    expect((await adminPlans()).some((plan) => plan.name === "Ghost")).toBe(false);
  });

  it.each([
    ["price", { price: -0.01 }],
    ["order_url", { order_url: "javascript:alert(1)" }],
    ["type", { type: "spaceship" }],
    ["name", { name: "" }],
  ])("answers 400 naming %s and leaves the plan unchanged", async (field, body) => {
    const { id } = TEST_SITE.plans.flare;
    const before = (await adminPlans()).find((plan) => plan.id === id);
    expectBadRequest(await s.admin(`/api/hosting-plans/${id}`, "PUT", body), field);
    expect((await adminPlans()).find((plan) => plan.id === id)).toEqual(before);
  });

  it("accepts safe order URLs", async () => {
    for (const order_url of ["https://billing.example/order?pid=3", "/order/3", "#contact", "mailto:sales@example.com"]) {
      const response = await s.admin(`/api/hosting-plans/${TEST_SITE.plans.nova.id}`, "PUT", { order_url });
      expect(response.status, order_url).toBe(200);
      expect(response.body.order_url).toBe(order_url);
    }
  });
});

describe("PUT /api/admin/hosting-plans/reorder", () => {
  it("changes display_order and the public order", async () => {
    const ids: number[] = [];
    for (const name of ["Reorder A", "Reorder B", "Reorder C"])
      ids.push((await create({ name, category_key: "reorder-test", display_order: ids.length })).body.id);
    const [a, b, c] = ids;
    const response = await s.admin("/api/admin/hosting-plans/reorder", "PUT", {
      plans: [
        { plan_id: a, new_order: 3 },
        { plan_id: b, new_order: 2 },
        { plan_id: c, new_order: 1 },
      ],
    });
    expect(response.status).toBe(200);
    const mine = (await adminPlans()).filter((plan) => ids.includes(plan.id));
    expect(Object.fromEntries(mine.map((plan) => [plan.id, plan.display_order]))).toEqual({ [a]: 3, [b]: 2, [c]: 1 });
    const publicIds = (await publicPlans()).map((plan) => plan.id).filter((id) => ids.includes(id));
    expect(publicIds).toEqual([c, b, a]);
  });

  it("answers 404 for an unknown plan and changes nothing", async () => {
    const plan = (await create({ name: "Stays put", display_order: 4 })).body;
    const response = await s.admin("/api/admin/hosting-plans/reorder", "PUT", {
      plans: [
        { plan_id: plan.id, new_order: 77 },
        { plan_id: 99999, new_order: 1 },
      ],
    });
    expectError(response, 404, /99999/);
    expect((await adminPlans()).find((candidate) => candidate.id === plan.id).display_order).toBe(4);
  });

  it("answers 400 for a malformed body", async () => {
    expectBadRequest(await s.admin("/api/admin/hosting-plans/reorder", "PUT", { plans: [] }), "plans");
    expectBadRequest(await s.admin("/api/admin/hosting-plans/reorder", "PUT", { plans: [{ plan_id: 1, new_order: "first" }] }), "new_order");
  });
});

describe("DELETE /api/admin/hosting-plans/{id}", () => {
  it("removes the plan, then answers 404", async () => {
    const created = (await create({ name: "Doomed" })).body;
    const first = await s.admin(`/api/admin/hosting-plans/${created.id}`, "DELETE");
    expect(first.status).toBe(200);
    expect((await adminPlans()).some((plan) => plan.id === created.id)).toBe(false);
    expectError(await s.admin(`/api/admin/hosting-plans/${created.id}`, "DELETE"), 404);
    expectError(await s.admin("/api/admin/hosting-plans/abc", "DELETE"), 404);
  });
});

describe("public plans follow admin writes", () => {
  it("shows a created plan, its update, and drops it when deleted", async () => {
    const created = (await create({ name: "Visible", price: 2, category_key: "hosting", markup_percentage: 25 })).body;
    let seen = (await publicPlans()).find((plan) => plan.id === created.id);
    expect(seen).toMatchObject({ name: "Visible", price: 2, category_key: "hosting" });
    expect(seen).not.toHaveProperty("markup_percentage");

    await s.admin(`/api/hosting-plans/${created.id}`, "PUT", { name: "Visible v2" });
    seen = (await publicPlans()).find((plan) => plan.id === created.id);
    expect(seen.name).toBe("Visible v2");

    await s.admin(`/api/admin/hosting-plans/${created.id}`, "DELETE");
    expect((await publicPlans()).some((plan) => plan.id === created.id)).toBe(false);
  });
});
