import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** A restore never stores what the API itself would refuse as a duplicate. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  // Data of its own: two plans, two categories, two promo codes and a menu of two items.
  for (const name of ["Duplicate A", "Duplicate B"]) await s.admin("/api/admin/hosting-plans", "POST", { name });
  for (const key of ["dup-one", "dup-two"]) await s.admin("/api/admin/categories", "POST", { key, display_name: key, type: "shared" });
  for (const code of ["DUPONE", "DUPTWO"]) await s.admin("/api/admin/promo-codes", "POST", { code, title: code, description: "Duplicate test" });
  for (const slug of ["dup-page-one", "dup-page-two"]) await s.admin("/api/admin/pages", "POST", { slug, title: slug });
  await s.admin("/api/admin/navigation", "PUT", [
    { label: "One", href: "/one" },
    { label: "Two", href: "/two", dropdown_items: [{ label: "Sub", href: "/two/sub" }] },
  ]);
});
afterAll(() => s.server.stop());

const download = async () => (await s.admin("/api/admin/backups/download")).body;
const stored = () => JSON.stringify(s.server.site.deps.store.snapshot());

/** The file with `collection` changed by `change`; the records are copies, so the file itself is left as it was. */
function withCollection(file: any, collection: string, change: (records: any[]) => any[]): any {
  return { ...file, site: { ...file.site, [collection]: change(structuredClone(file.site[collection])) } };
}

describe("restore refuses duplicates", () => {
  it.each(["plans", "categories", "promos", "navigation", "pages"])(
    "a repeated id in %s: 400 naming the collection and the id, nothing stored",
    async (collection) => {
      const file = await download();
      const before = stored();
      const first = file.site[collection][0];
      // Three records with one id, each otherwise valid and distinct (keys and codes differ).
      const body = withCollection(file, collection, (records) => [
        ...records,
        ...[1, 2].map((n) => ({ ...records[1], id: first.id, key: `copy-${n}`, code: `COPY${n}`, slug: `copy-${n}` })),
      ]);
      const response = await s.admin("/api/admin/backups/restore", "POST", body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.detail).toBe(`The backup file is damaged: site.${collection} id ${first.id} appears twice`);
      expect(stored()).toBe(before);
    },
  );

  it("a category key used twice: 400 naming the key", async () => {
    const file = await download();
    const before = stored();
    const [first] = file.site.categories;
    const body = withCollection(file, "categories", (records) => [...records, { ...records[1], id: 90_001, key: first.key }]);
    const response = await s.admin("/api/admin/backups/restore", "POST", body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.detail).toBe(`The backup file is damaged: site.categories key "${first.key}" appears twice`);
    expect(stored()).toBe(before);
  });

  it("a promo code used twice, also in other letter case (codes are stored in capitals): 400 naming the code", async () => {
    const file = await download();
    const before = stored();
    const [first] = file.site.promos;
    const body = withCollection(file, "promos", (records) => [...records, { ...records[1], id: 90_002, code: first.code.toLowerCase() }]);
    const response = await s.admin("/api/admin/backups/restore", "POST", body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.detail).toBe(`The backup file is damaged: site.promos code "${first.code}" appears twice`);
    expect(stored()).toBe(before);
  });

  it("a page address used twice: 400 naming the slug", async () => {
    const file = await download();
    const before = stored();
    const [first] = file.site.pages;
    const body = withCollection(file, "pages", (records) => [...records, { ...records[1], id: 90_003, slug: first.slug }]);
    const response = await s.admin("/api/admin/backups/restore", "POST", body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.detail).toBe(`The backup file is damaged: site.pages slug "${first.slug}" appears twice`);
    expect(stored()).toBe(before);
  });

  it("a page at an address the site uses itself, or a FAQ answer that is too long (the API refuses those too)", async () => {
    const file = await download();
    const before = stored();
    const reserved = withCollection(file, "pages", (records) => [{ ...records[0], slug: "admin" }, ...records.slice(1)]);
    const response = await s.admin("/api/admin/backups/restore", "POST", reserved);
    expect(response.status, response.text).toBe(400);
    expect(response.body.detail).toMatch(/^The backup file is damaged: site\.pages\.0\.slug "admin" is reserved/);
    const longAnswer = { ...file, site: { ...file.site, faq: [{ question: "Q?", answer: "a".repeat(5_001) }] } };
    const faqResponse = await s.admin("/api/admin/backups/restore", "POST", longAnswer);
    expect(faqResponse.status, faqResponse.text).toBe(400);
    expect(faqResponse.body.detail).toBe("The backup file is damaged: site.faq.0.answer must be at most 5000 characters");
    expect(stored()).toBe(before);
  });

  it("a promo code that starts after it expires (the API refuses that too)", async () => {
    const file = await download();
    const before = stored();
    const body = withCollection(file, "promos", (records) => [
      { ...records[0], starts_at: "2031-06-01T00:00:00.000Z", expiry_date: "2031-05-01T00:00:00.000Z" },
      ...records.slice(1),
    ]);
    const response = await s.admin("/api/admin/backups/restore", "POST", body);
    expect(response.status, response.text).toBe(400);
    expect(response.body.detail).toBe("The backup file is damaged: site.promos.0.starts_at must be before expiry_date");
    expect(stored()).toBe(before);
  });

  it("the file as downloaded, without duplicates, restores; each id then names exactly one record", async () => {
    const response = await s.admin("/api/admin/backups/restore", "POST", await download());
    expect(response.status, response.text).toBe(200);
    const data = s.server.site.deps.store.snapshot();
    for (const records of [data.plans, data.categories, data.promos, data.navigation, data.pages]) {
      expect(new Set(records.map((record) => record.id)).size).toBe(records.length);
    }
    const plan = data.plans[0];
    expect((await s.admin(`/api/admin/hosting-plans/${plan.id}`, "DELETE")).status).toBe(200);
    expect(s.server.site.deps.store.snapshot().plans.some((entry) => entry.id === plan.id)).toBe(false);
  });
});
