import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

/** The company's details. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

describe("company info", () => {
  it("GET answers the company object", async () => {
    expect((await s.admin("/api/admin/company-info", "PUT", TEST_SITE.company)).status).toBe(200);
    const response = await s.admin("/api/admin/company-info?_t=1");
    expect(response.status).toBe(200);
    expect(Object.keys(response.body).sort()).toEqual([
      "address",
      "contact_email",
      "description",
      "features",
      "founded_year",
      "legal_form",
      "managing_directors",
      "name",
      "phone",
      "register_court",
      "register_number",
      "supervisory_authority",
      "tagline",
      "translations",
      "vat_id",
    ]);
    expect(response.body).toEqual({ ...TEST_SITE.company, translations: {} });
  });

  it("PUT saves, keeps unsent fields, and stores founded_year as an integer", async () => {
    const phone = (await s.admin("/api/admin/company-info")).body.phone;
    const response = await s.admin("/api/admin/company-info", "PUT", { name: "Nova Hosting", founded_year: "2015", features: "Fast\n\nCheap\n" });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ name: "Nova Hosting", founded_year: 2015, features: ["Fast", "Cheap"], phone });
    expect((await s.admin("/api/admin/company-info")).body).toMatchObject({ name: "Nova Hosting", founded_year: 2015 });
    expect((await s.pub("/api/site-info")).body.company.name).toBe("Nova Hosting");
  });

  it("PUT answers 400 for a bad e-mail or a non-integer year, and stores nothing", async () => {
    const before = (await s.admin("/api/admin/company-info")).body;
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { contact_email: "not-an-email", name: "Broken" }), "contact_email");
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { founded_year: 2015.5 }), "founded_year");
    expectBadRequest(await s.admin("/api/admin/company-info", "PUT", { founded_year: "soon" }), "founded_year");
    expect((await s.admin("/api/admin/company-info")).body).toEqual(before);
  });
});
