import { describe, expect, it } from "vitest";
import { fakeHttp } from "../../test/fakeFetch";
import { saveNavigation } from "./api";

describe("navigation save", () => {
  it("PUT on 404, the menu path on 405", async () => {
    const a = fakeHttp([[404, {}], [200, {}]]);
    await saveNavigation(a.http, []);
    expect(a.sent()).toEqual(["POST /api/admin/navigation", "PUT /api/admin/navigation"]);
    const b = fakeHttp([[405, {}], [200, {}]]);
    await saveNavigation(b.http, []);
    expect(b.sent()).toEqual(["POST /api/admin/navigation", "POST /api/navigation-menu"]);
  });
});
