import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Admin API for company info, navigation, website content and promo codes. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("promo codes", () => {
  const promo = (overrides: Record<string, unknown> = {}) => ({
    code: "summer25",
    title: "Summer",
    description: "25% off",
    discount_percentage: 25,
    display_location: "pricing",
    ...overrides,
  });
  const create = (body: unknown) => s.admin("/api/admin/promo-codes", "POST", body);
  const codes = async () => (await s.admin("/api/admin/promo-codes")).body.map((entry: any) => entry.code) as string[];

  it("creates a code in upper case with the defaults", async () => {
    const response = await create(promo());
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ code: "SUMMER25", button_text: "Copy Code", is_active: true, discount_percentage: 25, button_url: "" });
    expect(await codes()).toContain("SUMMER25");
    expect((await s.pub("/api/promo-codes")).body.map((entry: any) => entry.code)).toContain("SUMMER25");
  });

  it("answers 409 for a duplicate code, whatever its case", async () => {
    expect((await create(promo({ code: "autumn10" }))).status).toBe(200);
    expectError(await create(promo({ code: "Autumn10" })), 409);
    expect((await codes()).filter((code) => code === "AUTUMN10")).toHaveLength(1);
  });

  it.each([
    ["discount_percentage", { discount_percentage: 101 }],
    ["discount_percentage", { discount_percentage: 5.5 }],
    ["discount_percentage", { discount_percentage: -1 }],
    ["discount_amount", { discount_amount: -1 }],
    ["code", { code: undefined }],
    ["title", { title: "" }],
    ["description", { description: undefined }],
    ["button_url", { button_url: "javascript:alert(1)" }],
    ["display_location", { display_location: "sidebar" }],
    ["expiry_date", { expiry_date: "next tuesday" }],
  ])("answers 400 naming %s for %j and stores nothing", async (field, overrides) => {
    const before = await codes();
    expectBadRequest(await create(promo({ code: "BADONE", ...overrides })), field);
    expect(await codes()).toEqual(before);
  });

  it("accepts the bounds 0 and 100 percent and an amount with cents", async () => {
    expect((await create(promo({ code: "ZERO", discount_percentage: 0 }))).body.discount_percentage).toBe(0);
    expect((await create(promo({ code: "FULL", discount_percentage: 100 }))).body.discount_percentage).toBe(100);
    expect((await create(promo({ code: "CASH", discount_percentage: null, discount_amount: 2.5 }))).body.discount_amount).toBe(2.5);
  });

  it("updates, then deletes, then answers 404", async () => {
    const taken = (await create(promo({ code: "taken7" }))).body;
    const created = (await create(promo({ code: "temp1" }))).body;
    const updated = await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { title: "Changed", button_text: "", is_active: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ code: "TEMP1", title: "Changed", button_text: "Copy Code", is_active: false, description: "25% off" });
    expectError(await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { code: taken.code.toLowerCase() }), 409);
    expectBadRequest(await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { discount_percentage: 150 }), "discount_percentage");

    expect((await s.admin(`/api/admin/promo-codes/${created.id}`, "DELETE")).status).toBe(200);
    expect(await codes()).not.toContain("TEMP1");
    expectError(await s.admin(`/api/admin/promo-codes/${created.id}`, "DELETE"), 404);
    expectError(await s.admin(`/api/admin/promo-codes/${created.id}`, "PUT", { title: "Ghost" }), 404);
  });
});
