import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

/** The imprint: Company Info's legal facts, and the legal page made from them until it has a text of its own. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
  const languages = await s.admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"] });
  expect(languages.status, languages.text).toBe(200);
});
afterAll(() => s.server.stop());

const FACTS = {
  legal_form: "GmbH",
  managing_directors: ["Erika Mustermann", "Max Mustermann"],
  register_court: "Amtsgericht Berlin-Charlottenburg",
  register_number: "HRB 123456 B",
  vat_id: "DE123456789",
  supervisory_authority: "Bezirksamt Mitte von Berlin",
};
const company = (body: Record<string, unknown>) => s.admin("/api/admin/company-info", "PUT", body);
const legal = (type: string, lang = "en") => s.pub(`/api/legal/${type}?lang=${lang}`);
const saveImprint = (body: Record<string, unknown>) => s.admin("/api/content", "PUT", { section: "imprint", ...body });

describe("Company Info's imprint facts", () => {
  it("saves and answers them, to the admin and in the public site info; they have no translations", async () => {
    const saved = await company({ ...FACTS, vat_id: " de 123 456 789 ", managing_directors: "Erika Mustermann\n\n Max Mustermann \n" });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject(FACTS);
    expect((await s.admin("/api/admin/company-info")).body).toMatchObject(FACTS);
    expect((await s.pub("/api/site-info")).body.company).toMatchObject(FACTS);
    // Fields not sent stay.
    expect((await company({ phone: "+49 30 1234567" })).body).toMatchObject({ ...FACTS, phone: "+49 30 1234567" });
    // A translation of a legal fact is no field at all.
    expectBadRequest(await company({ translations: { de: { legal_form: "GmbH" } } }), "translations.de");
  });

  it("takes an empty value for each of them", async () => {
    const empty = { legal_form: "", managing_directors: [], register_court: "", register_number: "", vat_id: "", supervisory_authority: "" };
    const saved = await company(empty);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject(empty);
    expect((await company(FACTS)).status).toBe(200);
  });

  it("takes VAT ids in each EU country's format, stored in upper case without spaces", async () => {
    for (const [sent, stored] of [
      ["ATU12345678", "ATU12345678"],
      ["fr xx 123456789", "FRXX123456789"],
      ["NL123456789B01", "NL123456789B01"],
      ["EL123456789", "EL123456789"],
      ["ESX1234567L", "ESX1234567L"],
      ["IE1234567FA", "IE1234567FA"],
      ["DE 123.456.789", "DE123456789"],
    ]) {
      const saved = await company({ vat_id: sent });
      expect(saved.status, `${sent}: ${saved.text}`).toBe(200);
      expect(saved.body.vat_id).toBe(stored);
    }
  });

  it("answers 400 naming vat_id for an id in no EU country's format, and stores nothing", async () => {
    const before = (await s.admin("/api/admin/company-info")).body;
    for (const [bad, rule] of [
      ["DE12345678", /vat_id: is not a VAT identification number of Germany in its format, e\.g\. DE123456789/],
      ["DE1234567890", /Germany/],
      ["AT12345678", /vat_id: .*Austria.*ATU12345678/],
      ["NL123456789", /the Netherlands/],
      ["GR123456789", /vat_id: must start with the country code of an EU member state/],
      ["GB123456789", /vat_id: must start with the country code/],
      ["123456789", /vat_id: must start with the country code/],
      ["DE12345678<script>", /vat_id: /],
      [`DE${"1".repeat(40)}`, /vat_id: must be at most 30 characters/],
    ] as const) {
      expectBadRequest(await company({ vat_id: bad, name: "Never Stored" }), "vat_id", rule);
    }
    expectBadRequest(await company({ vat_id: 123456789 }), "vat_id");
    expectBadRequest(await company({ managing_directors: Array.from({ length: 21 }, (_, i) => `Director ${i}`) }), "managing_directors");
    expect((await s.admin("/api/admin/company-info")).body).toEqual(before);
  });
});

describe("GET /api/legal/{type}", () => {
  it("answers terms and privacy as GET /api/content/{type} does, and 404 for anything else", async () => {
    for (const type of ["terms", "privacy"] as const) {
      const answer = await legal(type);
      expect(answer.status, answer.text).toBe(200);
      const content = (await s.pub(`/api/content/${type}?lang=en`)).body;
      expect(answer.body).toEqual({ ...content, generated: false });
      expect(answer.body.description).toBe(TEST_SITE.content[type].description);
    }
    expectError(await legal("cookies"), 404, 'No legal page "cookies"');
    expectError(await legal("hero"), 404);
  });

  it("makes the imprint from Company Info, in the asked language, until it is edited", async () => {
    expect((await company({ ...FACTS, phone: "+49 30 1234567", contact_email: "info@orbit-test.example" })).status).toBe(200);
    const english = await legal("imprint");
    expect(english.status, english.text).toBe(200);
    expect(english.body).toMatchObject({ section: "imprint", title: "Imprint", generated: true, updated_at: null });
    expect(Object.keys(english.body).sort()).toEqual(Object.keys((await legal("terms")).body).sort());
    const markdown = english.body.content as string;
    expect(english.body.description).toBe(markdown);
    for (const fact of [
      TEST_SITE.company.name,
      "1 Test Street, Testville",
      "Legal form: GmbH",
      "Represented by: Erika Mustermann and Max Mustermann",
      "Register court: Amtsgericht Berlin-Charlottenburg",
      "Register number: HRB 123456 B",
      "DE123456789",
      "Bezirksamt Mitte von Berlin",
      "Phone: +49 30 1234567",
      "E-mail: [info@orbit-test.example](mailto:info@orbit-test.example)",
    ]) {
      expect(markdown, fact).toContain(fact);
    }

    const german = await legal("imprint", "de");
    expect(german.body).toMatchObject({ title: "Impressum", generated: true });
    for (const label of [
      "## Diensteanbieter",
      "Rechtsform: GmbH",
      "Vertreten durch: Erika Mustermann und Max Mustermann",
      "Registergericht:",
      "## Umsatzsteuer-Identifikationsnummer",
      "Telefon:",
    ]) {
      expect(german.body.content, label).toContain(label);
    }
    // GET /api/content/imprint answers the same page.
    const { generated: _generated, ...block } = german.body;
    expect((await s.pub("/api/content/imprint?lang=de")).body).toEqual(block);

    // It follows Company Info: a change shows at once; what is empty is left out.
    expect((await company({ legal_form: "UG (haftungsbeschränkt)", supervisory_authority: "" })).status).toBe(200);
    const changed = (await legal("imprint")).body.content as string;
    expect(changed).toContain("Legal form: UG (haftungsbeschränkt)");
    expect(changed).not.toContain("Supervisory authority");
  });

  it("shows the imprint's own text once it is edited, with its date; emptying it goes back to the generated one", async () => {
    const saved = await saveImprint({
      title: "Legal notice",
      description: "## Our company\n\nOrbit Test Hosting GmbH",
      translations: { de: { title: "Impressum", description: "## Unser Unternehmen\n\nOrbit Test Hosting GmbH" } },
    });
    expect(saved.status, saved.text).toBe(200);
    const english = (await legal("imprint")).body;
    expect(english).toMatchObject({ title: "Legal notice", description: "## Our company\n\nOrbit Test Hosting GmbH", generated: false });
    expect(english.content).toBe(english.description);
    expect(Date.parse(english.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await legal("imprint", "de")).body).toMatchObject({
      title: "Impressum",
      content: "## Unser Unternehmen\n\nOrbit Test Hosting GmbH",
      generated: false,
    });
    // Company Info no longer changes it.
    expect((await company({ legal_form: "AG" })).status).toBe(200);
    expect((await legal("imprint")).body.content).not.toContain("AG");
    // The admin reads the stored block: its own text.
    expect((await s.admin("/api/admin/content/imprint")).body).toMatchObject({ section: "imprint", title: "Legal notice" });

    const emptied = await saveImprint({ title: "", description: "", translations: { de: null } });
    expect(emptied.status, emptied.text).toBe(200);
    const again = (await legal("imprint")).body;
    expect(again).toMatchObject({ title: "Imprint", generated: true, updated_at: null });
    expect(again.content).toContain("Legal form: AG");
  });
});

describe("a restore checks the imprint facts as the API does", () => {
  it("refuses a malformed VAT id naming the field, and nothing changes; a well-formed file restores them", async () => {
    expect((await company(FACTS)).status).toBe(200);
    const file = (await s.admin("/api/admin/backups/download")).body;
    expect(file.site.company).toMatchObject(FACTS);
    const before = JSON.stringify(s.server.site.deps.store.snapshot());

    const broken = structuredClone(file);
    broken.site.company.vat_id = "DE12345";
    const refused = await s.admin("/api/admin/backups/restore", "POST", broken);
    expect(refused.status, refused.text).toBe(400);
    expect(refused.body.detail).toMatch(/^The backup file is damaged: site\.company\.vat_id is not a VAT identification number of Germany/);
    expect(JSON.stringify(s.server.site.deps.store.snapshot())).toBe(before);

    expect((await company({ legal_form: "KG", vat_id: "" })).status).toBe(200);
    const restored = await s.admin("/api/admin/backups/restore", "POST", file);
    expect(restored.status, restored.text).toBe(200);
    expect((await s.admin("/api/admin/company-info")).body).toMatchObject(FACTS);
    expect((await legal("imprint")).body.content).toContain("Legal form: GmbH");
  });
});
