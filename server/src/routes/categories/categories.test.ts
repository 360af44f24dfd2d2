import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

const REQUIRED = "Key, Display Name, and Type are required";
const create = (body: unknown) => s.admin("/api/admin/hosting-categories", "POST", body);
const adminCategories = async () => (await s.admin("/api/admin/hosting-categories")).body as any[];
const publicKeys = async () => (await s.pub("/api/hosting-categories")).body.map((category: any) => category.key) as string[];
let made = 0;
/** A category of this test's own (a unique key), with the given fields. */
const ownCategory = async (fields: Record<string, unknown> = {}) =>
  (await create({ key: `own-${++made}`, display_name: `Own ${made}`, type: "custom", ...fields })).body as { id: number; key: string; display_name: string };

describe("GET /api/admin/hosting-categories", () => {
  it("lists every category sorted by display_order, inactive ones included", async () => {
    const last = await ownCategory({ display_order: 900, is_active: false });
    const first = await ownCategory({ display_order: -900 });
    const response = await s.admin("/api/admin/hosting-categories");
    expect(response.status).toBe(200);
    const keys = response.body.map((category: any) => category.key);
    expect(keys[0]).toBe(first.key);
    expect(keys.at(-1)).toBe(last.key);
    const { web } = TEST_SITE.categories;
    expect(response.body.find((category: any) => category.id === web.id)).toMatchObject({ display_name: web.display_name, type: "shared", is_active: true });
  });
});

describe("POST /api/admin/hosting-categories", () => {
  it.each([
    ["key", { display_name: "X", type: "custom" }],
    ["display_name", { key: "x1", type: "custom" }],
    ["type", { key: "x2", display_name: "X" }],
    ["blank key", { key: "  ", display_name: "X", type: "custom" }],
  ])("answers 400 with the required-fields message when %s is missing", async (_what, body) => {
    const before = (await adminCategories()).length;
    expectError(await create(body), 400, REQUIRED);
    expect(await adminCategories()).toHaveLength(before);
  });

  it("answers HTTP 200 with the new-category defaults", async () => {
    const response = await create({ key: "managed_wordpress", display_name: "Managed WordPress", type: "shared" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      key: "managed_wordpress",
      display_name: "Managed WordPress",
      type: "shared",
      description: "",
      sub_type: "",
      is_active: true,
      display_order: 0,
      supports_custom_features: false,
      supports_containers: false,
    });
    expect(Number.isInteger(response.body.id)).toBe(true);
    expect((await adminCategories()).map((category) => category.key)).toContain("managed_wordpress");
  });

  it("answers 409 for a duplicate key", async () => {
    const before = (await adminCategories()).length;
    expectError(await create({ key: "vps", display_name: "Another VPS", type: "vps" }), 409, /vps/);
    expect(await adminCategories()).toHaveLength(before);
  });

  it("accepts only the types shared, vps, gameserver and custom", async () => {
    for (const [index, type] of ["shared", "vps", "gameserver", "custom"].entries()) {
      const response = await create({ key: `typed-${index}`, display_name: `Typed ${index}`, type });
      expect(response.status, type).toBe(200);
      expect(response.body.type).toBe(type);
    }
    for (const type of ["dedicated", "spaceship"]) expectBadRequest(await create({ key: `bad-${type}`, display_name: "Bad", type }), "type");
    expect((await adminCategories()).some((category) => category.key.startsWith("bad-"))).toBe(false);
  });

  it("answers 400 naming key for a key that cannot be used in a URL", async () => {
    expectBadRequest(await create({ key: "Has Spaces", display_name: "Bad", type: "custom" }), "key");
  });
});

describe("PUT /api/admin/hosting-categories/{id}", () => {
  it("updates the fields sent and keeps the others", async () => {
    const created = (await create({ key: "edit-me", display_name: "Edit Me", type: "custom", description: "before" })).body;
    const response = await s.admin(`/api/admin/hosting-categories/${created.id}`, "PUT", { display_name: "Edited", supports_containers: true });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: created.id,
      key: "edit-me",
      display_name: "Edited",
      description: "before",
      supports_containers: true,
      type: "custom",
    });
  });

  it("answers 400 with the required-fields message when a required field is blanked", async () => {
    const own = await ownCategory();
    expectError(await s.admin(`/api/admin/hosting-categories/${own.id}`, "PUT", { display_name: "" }), 400, REQUIRED);
    expect((await adminCategories()).find((category) => category.id === own.id).display_name).toBe(own.display_name);
  });

  it("answers 404 for an unknown id and 409 for a key already used", async () => {
    const [one, other] = [await ownCategory(), await ownCategory()];
    expectError(await s.admin("/api/admin/hosting-categories/99999", "PUT", { display_name: "Ghost" }), 404);
    expectError(await s.admin("/api/admin/hosting-categories/abc", "PUT", { display_name: "Ghost" }), 404);
    expectError(await s.admin(`/api/admin/hosting-categories/${one.id}`, "PUT", { key: other.key }), 409);
  });

  it("moves the category's plans along when its key changes", async () => {
    const own = await ownCategory();
    const planIds: number[] = [];
    for (const name of ["Mover 1", "Mover 2"]) planIds.push((await s.admin("/api/admin/hosting-plans", "POST", { name, category_key: own.key })).body.id);
    const response = await s.admin(`/api/admin/hosting-categories/${own.id}`, "PUT", { key: `${own.key}-renamed` });
    expect(response.status).toBe(200);
    const plans = (await s.admin("/api/admin/hosting-plans")).body as any[];
    const moved = plans.filter((plan) => planIds.includes(plan.id));
    expect(moved).toHaveLength(2);
    for (const plan of moved) expect(plan).toMatchObject({ category_key: `${own.key}-renamed`, plan_type: `${own.key}-renamed` });
    expect(plans.some((plan) => plan.category_key === own.key)).toBe(false);
    expect((await s.pub("/api/hosting-plans")).body.filter((plan: any) => plan.category_key === `${own.key}-renamed`)).toHaveLength(2);
  });
});

describe("DELETE /api/admin/hosting-categories/{id}", () => {
  it("answers 409 while plans are still assigned, and keeps the category", async () => {
    const own = await ownCategory();
    for (const name of ["Keeps it", "Keeps it too"]) await s.admin("/api/admin/hosting-plans", "POST", { name, category_key: own.key });
    const response = await s.admin(`/api/admin/hosting-categories/${own.id}`, "DELETE");
    expectError(response, 409, /plans are still assigned/);
    expect((await adminCategories()).some((category) => category.id === own.id)).toBe(true);
  });

  it("deletes an empty category, then answers 404", async () => {
    const created = (await create({ key: "empty-one", display_name: "Empty", type: "custom" })).body;
    const response = await s.admin(`/api/admin/hosting-categories/${created.id}`, "DELETE");
    expect(response.status).toBe(200);
    expect((await adminCategories()).some((category) => category.id === created.id)).toBe(false);
    expectError(await s.admin(`/api/admin/hosting-categories/${created.id}`, "DELETE"), 404);
  });
});

describe("PUT /api/admin/hosting-categories/reorder", () => {
  it("changes display_order of the listed categories", async () => {
    const [a, b] = [await ownCategory({ display_order: 1 }), await ownCategory({ display_order: 2 })];
    const response = await s.admin("/api/admin/hosting-categories/reorder", "PUT", {
      categories: [
        { category_id: a.id, new_order: 20 },
        { category_id: b.id, new_order: 10 },
      ],
    });
    expect(response.status).toBe(200);
    const byId = Object.fromEntries((await adminCategories()).map((category) => [category.id, category.display_order]));
    expect(byId[a.id]).toBe(20);
    expect(byId[b.id]).toBe(10);
    const keys = await publicKeys();
    expect(keys.indexOf(b.key)).toBeLessThan(keys.indexOf(a.key));
  });

  it("answers 404 for an unknown category and changes nothing", async () => {
    const own = await ownCategory({ display_order: 7 });
    const response = await s.admin("/api/admin/hosting-categories/reorder", "PUT", {
      categories: [
        { category_id: own.id, new_order: 99 },
        { category_id: 99999, new_order: 1 },
      ],
    });
    expectError(response, 404);
    expect((await adminCategories()).find((category) => category.id === own.id).display_order).toBe(7);
  });

  it("answers 400 for an empty list", async () => {
    expectBadRequest(await s.admin("/api/admin/hosting-categories/reorder", "PUT", { categories: [] }), "categories");
  });
});

describe("inactive categories", () => {
  it("are hidden from the public list but kept in the admin list", async () => {
    const created = (await create({ key: "hidden-cat", display_name: "Hidden", type: "custom", is_active: false })).body;
    expect(created.is_active).toBe(false);
    expect(await publicKeys()).not.toContain("hidden-cat");
    expect((await adminCategories()).map((category) => category.key)).toContain("hidden-cat");
    await s.admin(`/api/admin/hosting-categories/${created.id}`, "PUT", { is_active: true });
    expect(await publicKeys()).toContain("hidden-cat");
  });
});
