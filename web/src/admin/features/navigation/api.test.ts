import { describe, expect, it } from "vitest";
import { fakeClient } from "../../../../test/fakeApiClient";
import { saveNavigation } from "./api";

describe("navigation save", () => {
  it("PUTs the menu; an older server gets a POST on 404/405, then the menu path", async () => {
    const a = fakeClient([[200, []]]);
    await saveNavigation(a.call, []);
    expect(a.sent()).toEqual(["PUT /api/admin/navigation"]);
    const b = fakeClient([
      [405, {}],
      [200, []],
    ]);
    await saveNavigation(b.call, []);
    expect(b.sent()).toEqual(["PUT /api/admin/navigation", "POST /api/admin/navigation"]);
    const c = fakeClient([
      [404, {}],
      [405, {}],
      [200, []],
    ]);
    await saveNavigation(c.call, []);
    expect(c.sent()).toEqual(["PUT /api/admin/navigation", "POST /api/admin/navigation", "POST /api/navigation-menu"]);
  });
});
