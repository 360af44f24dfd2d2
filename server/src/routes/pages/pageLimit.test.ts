import { afterAll, beforeAll, expect, it } from "vitest";
import { PAGE_LIMITS } from "../../../../common/contracts";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** A site keeps at most PAGE_LIMITS.pages pages: all of them travel in every save and backup of the site data. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

it(`refuses page ${PAGE_LIMITS.pages + 1} with a 400 that says why; after a delete there is room again`, async () => {
  const existing = s.server.site.deps.store.snapshot().pages.length;
  let last = 0;
  for (let n = existing; n < PAGE_LIMITS.pages; n++) {
    const response = await s.admin("/api/admin/pages", "POST", { slug: `page-${n}`, title: `Page ${n}` });
    expect(response.status, response.text).toBe(200);
    last = response.body.id;
  }
  expectBadRequest(await s.admin("/api/admin/pages", "POST", { slug: "one-too-many", title: "One too many" }), `at most ${PAGE_LIMITS.pages} pages`);
  expect(s.server.site.deps.store.snapshot().pages).toHaveLength(PAGE_LIMITS.pages);
  expect((await s.admin(`/api/admin/pages/${last}`, "DELETE")).status).toBe(200);
  expect((await s.admin("/api/admin/pages", "POST", { slug: "one-too-many", title: "Room again" })).status).toBe(200);
});
