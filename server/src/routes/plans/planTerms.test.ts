import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { termPrice, termsOffered } from "../../../../common/billingTerms";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const create = (body: Record<string, unknown>) => s.admin("/api/admin/hosting-plans", "POST", { name: "Term Plan", price: 10, ...body });
const publicPlan = async (id: number) => ((await s.pub("/api/hosting-plans")).body as any[]).find((plan) => plan.id === id);

describe("plan sold_out", () => {
  it("defaults to false, is toggled by PUT and is in the public list", async () => {
    const created = await create({ name: "Soon Gone" });
    expect(created.body.sold_out).toBe(false);
    expect((await publicPlan(created.body.id)).sold_out).toBe(false);
    const updated = await s.admin(`/api/hosting-plans/${created.body.id}`, "PUT", { sold_out: true });
    expect(updated.status).toBe(200);
    expect(updated.body.sold_out).toBe(true);
    expect((await publicPlan(created.body.id)).sold_out).toBe(true);
    expect((await s.admin(`/api/hosting-plans/${created.body.id}`, "PUT", { sold_out: "false" })).body.sold_out).toBe(false);
  });

  it("refuses values that are not booleans", async () => {
    for (const sold_out of ["yes", 2, null, [], {}]) expectBadRequest(await create({ sold_out }), "sold_out");
  });
});

describe("plan pricing (billing terms)", () => {
  it("stores term prices rounded to cents, public too, and replaces them as a whole", async () => {
    const created = await create({ pricing: { quarterly: 28.5, annual: "99.999", biennial: null, triennial: "" } });
    expect(created.status, created.text).toBe(200);
    expect(created.body.pricing).toEqual({ quarterly: 28.5, annual: 100 });
    expect((await publicPlan(created.body.id)).pricing).toEqual({ quarterly: 28.5, annual: 100 });
    const replaced = await s.admin(`/api/hosting-plans/${created.body.id}`, "PUT", { pricing: { semiannual: 54 } });
    expect(replaced.body.pricing).toEqual({ semiannual: 54 });
    const untouched = await s.admin(`/api/hosting-plans/${created.body.id}`, "PUT", { name: "Renamed" });
    expect(untouched.body.pricing).toEqual({ semiannual: 54 });
    expect((await s.admin(`/api/hosting-plans/${created.body.id}`, "PUT", { pricing: null })).body.pricing).toEqual({});
    expect((await create({})).body.pricing).toEqual({});
  });

  it("refuses unknown terms, negative, huge or non-numeric prices with 400 naming the term", async () => {
    expectBadRequest(await create({ pricing: { monthly: 10 } }), "pricing");
    expectBadRequest(await create({ pricing: { annual: -1 } }), "pricing.annual", /at least 0/);
    // Above the ceiling of the default currency, USD: 10^12 cents.
    expectBadRequest(await create({ pricing: { annual: 10_000_000_000.01 } }), "pricing.annual", /must be at most 10000000000 in USD/);
    expectBadRequest(await create({ pricing: { quarterly: "cheap" } }), "pricing.quarterly");
    expectBadRequest(await create({ pricing: { quarterly: true } }), "pricing.quarterly");
    expectBadRequest(await create({ pricing: "annual=10" }), "pricing");
    expectBadRequest(await create({ pricing: [10] }), "pricing");
  });
});

describe("term rules", () => {
  it("spreads a term price over its months, saves against monthly, lists the offered terms", () => {
    expect(termPrice({ price: 10, pricing: { annual: 96 } }, "annual")).toEqual({ monthly: 8, total: 96, savePercent: 20 });
    expect(termPrice({ price: 10, pricing: { quarterly: 28.5 } }, "quarterly")).toEqual({ monthly: 9.5, total: 28.5, savePercent: 5 });
    expect(termPrice({ price: 10, pricing: { biennial: 250 } }, "biennial")).toEqual({ monthly: 10.42, total: 250, savePercent: 0 });
    expect(termPrice({ price: 0, pricing: { annual: 12 } }, "annual")).toEqual({ monthly: 1, total: 12, savePercent: 0 });
    expect(termPrice({ price: 10, pricing: {} }, "annual")).toBeNull();
    expect(termsOffered([{ pricing: { triennial: 1 } }, { pricing: { quarterly: 1 } }, { pricing: {} }])).toEqual(["quarterly", "triennial"]);
  });
});
