import { describe, expect, it } from "vitest";
import { fakeHttp } from "../../test/fakeFetch";
import { fetchPromos } from "./api";

describe("promo list", () => {
  it("falls back to the public list, except on a 401", async () => {
    const a = fakeHttp([[404, {}], [200, [{ id: 1, code: "A" }]]]);
    expect(await fetchPromos(a.http)).toEqual([{ id: 1, code: "A" }]);
    expect(a.calls.map((c) => c.url.split("?")[0])).toEqual(["/api/admin/promo-codes", "/api/promo-codes"]);
    const b = fakeHttp([[401, { detail: "Not authenticated" }]]);
    await expect(fetchPromos(b.http)).rejects.toMatchObject({ status: 401 });
    expect(b.calls).toHaveLength(1);
  });
});
