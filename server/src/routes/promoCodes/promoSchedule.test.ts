import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promoState } from "../../../../common/rules";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const base = { title: "Scheduled deal", description: "Starts later", display_location: "footer" };
const publicCodes = async () => ((await s.pub("/api/promo-codes")).body as Array<{ code: string }>).map((promo) => promo.code);

/** Polls until `check` holds (the machine may be slow; the edge itself is what is tested). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not reached in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe("promo starts_at", () => {
  it("is stored as an ISO date-time (a date alone means the start of that day, UTC) and null by default", async () => {
    const plain = await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "NOSTART" });
    expect(plain.status).toBe(200);
    expect(plain.body.starts_at).toBeNull();
    const dated = await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "DATESTART", starts_at: "2999-03-01" });
    expect(dated.body.starts_at).toBe("2999-03-01T00:00:00.000Z");
    const timed = await s.admin(`/api/admin/promo-codes/${dated.body.id}`, "PUT", { starts_at: "2999-03-01T12:30:00+02:00" });
    expect(timed.body.starts_at).toBe("2999-03-01T10:30:00.000Z");
    const cleared = await s.admin(`/api/admin/promo-codes/${dated.body.id}`, "PUT", { starts_at: "" });
    expect(cleared.body.starts_at).toBeNull();
  });

  it("refuses bad values with 400 naming starts_at", async () => {
    for (const starts_at of ["tomorrow", "2024-13-45", 12, true, { at: 1 }]) {
      expectBadRequest(await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "BADSTART", starts_at }), "starts_at");
    }
    expectBadRequest(
      await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "BACKWARDS", starts_at: "2999-02-01", expiry_date: "2999-01-01" }),
      "starts_at",
      /before expiry_date/,
    );
    const created = await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "LATERBAD", expiry_date: "2999-01-01" });
    expectBadRequest(await s.admin(`/api/admin/promo-codes/${created.body.id}`, "PUT", { starts_at: "2999-06-01" }), "starts_at");
    expect((await s.admin("/api/admin/promo-codes")).body.find((promo: any) => promo.code === "BADSTART")).toBeUndefined();
  });

  it("keeps a scheduled code out of the public list and the home page until it starts", async () => {
    await s.admin("/api/admin/promo-codes", "POST", { ...base, code: "FUTUREDEAL", starts_at: "2999-01-01T00:00:00Z" });
    const admin = (await s.admin("/api/admin/promo-codes")).body.find((promo: any) => promo.code === "FUTUREDEAL");
    expect(admin.starts_at).toBe("2999-01-01T00:00:00.000Z");
    expect(await publicCodes()).not.toContain("FUTUREDEAL");
  });

  it("appears when it starts and disappears when it expires, with no admin action (caches follow)", async () => {
    const start = new Date(Date.now() + 1_500);
    const end = new Date(start.getTime() + 1_500);
    const created = await s.admin("/api/admin/promo-codes", "POST", {
      ...base,
      code: "FLASHSALE",
      starts_at: start.toISOString(),
      expiry_date: end.toISOString(),
    });
    expect(created.status).toBe(200);
    // Before the start the cached answer (with its ETag) is built without the code.
    const before = await s.pub("/api/promo-codes");
    expect(before.body.map((promo: any) => promo.code)).not.toContain("FLASHSALE");
    const etag = before.headers.get("etag")!;
    await eventually(async () => (await publicCodes()).includes("FLASHSALE"));
    expect(Date.now()).toBeGreaterThanOrEqual(start.getTime());
    expect((await s.pub("/api/promo-codes", "GET", undefined, { "if-none-match": etag })).status).toBe(200);
    await eventually(async () => !(await publicCodes()).includes("FLASHSALE"));
    expect(Date.now()).toBeGreaterThanOrEqual(end.getTime());
  });
});

describe("promoState", () => {
  const now = new Date("2030-06-01T12:00:00Z");
  it("names each state, inactive and expired first", () => {
    expect(promoState({ is_active: false, starts_at: null, expiry_date: null }, now)).toBe("inactive");
    expect(promoState({ is_active: true, starts_at: "2030-07-01T00:00:00Z", expiry_date: "2030-05-01T00:00:00Z" }, now)).toBe("expired");
    expect(promoState({ is_active: true, starts_at: "2030-06-01T12:00:01Z", expiry_date: null }, now)).toBe("scheduled");
    expect(promoState({ is_active: true, starts_at: "2030-06-01T12:00:00Z", expiry_date: "2030-06-01T12:00:01Z" }, now)).toBe("active");
    expect(promoState({ is_active: true, starts_at: null, expiry_date: "2030-06-01T12:00:00Z" }, now)).toBe("expired");
    expect(promoState({ is_active: true }, now)).toBe("active");
  });
});
