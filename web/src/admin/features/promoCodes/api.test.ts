import { describe, expect, it } from "vitest";
import { fakeClient } from "../../../../test/fakeApiClient";
import { fetchPromoCodes } from "./api";

describe("promo list", () => {
  it("falls back to the public list (without the token), except on a 401", async () => {
    const a = fakeClient([
      [404, {}],
      [200, [{ id: 1, code: "A" }]],
    ]);
    expect(await fetchPromoCodes(a.call)).toEqual([{ id: 1, code: "A" }]);
    expect(a.sent()).toEqual(["GET /api/admin/promo-codes", "GET /api/promo-codes"]);
    expect((a.calls[1].init.headers as Record<string, string>).Authorization).toBeUndefined();
    const b = fakeClient([[401, { detail: "Not authenticated" }]]);
    await expect(fetchPromoCodes(b.call)).rejects.toMatchObject({ status: 401 });
    expect(b.calls).toHaveLength(1);
  });
});
