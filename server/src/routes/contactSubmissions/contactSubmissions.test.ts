import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;

/** Overrides for some of the 23 seeded submissions (1-based, oldest first). */
const SPECIAL: Record<number, Record<string, string>> = {
  5: { name: "Zelda Quux" },
  6: { email: "Unique.Mail@Example.org" },
  7: { subject: "Refund PLEASE" },
  8: { message: "my server is on FIRE, help" },
  9: { message: '=HYPERLINK("http://evil.example")' },
  10: { message: "+1 call me" },
  11: { message: "-2 minus" },
  12: { message: "@SUM(A1)", timestamp: "2024-01-12T23:59:59.000Z" },
  13: { message: 'He said "hi", then left,\nbye' },
};

beforeAll(async () => {
  s = await startAdminSession();
  for (let i = 1; i <= 23; i++) {
    const day = String(i).padStart(2, "0");
    await s.server.site.deps.store.submissions.add({
      timestamp: `2024-01-${day}T12:00:00.000Z`,
      name: `Person ${i}`,
      email: `person${i}@example.com`,
      subject: `Subject ${i}`,
      message: `Message ${i}`,
      is_read: false,
      mail_status: "not_configured",
      mail_attempts: 0,
      mail_error: null,
      ...SPECIAL[i],
    });
  }
});
afterAll(() => s.server.stop());

const list = (query = "") => s.admin(`/api/admin/contact-submissions${query}`);
const exportAs = (query: string) => s.admin(`/api/admin/contact-submissions/export${query}`);
const names = (response: { body: any }) => response.body.submissions.map((submission: any) => submission.name) as string[];

describe("GET /api/admin/contact-submissions: paging", () => {
  it.each([
    [1, 10, false, true],
    [2, 10, true, true],
    [3, 3, true, false],
  ])("page %i has %i items, has_prev %s, has_next %s", async (page, size, hasPrev, hasNext) => {
    const response = await list(`?page=${page}&limit=10`);
    expect(response.status).toBe(200);
    expect(response.body.submissions).toHaveLength(size);
    expect(response.body.pagination).toEqual({ page, limit: 10, total_pages: 3, total_items: 23, has_prev: hasPrev, has_next: hasNext });
  });

  it("defaults to page 1, limit 10, newest first", async () => {
    const response = await list();
    expect(response.body.pagination).toMatchObject({ page: 1, limit: 10, total_items: 23, total_pages: 3 });
    expect(response.body.submissions[0].timestamp).toBe("2024-01-23T12:00:00.000Z");
    const times = response.body.submissions.map((submission: any) => submission.timestamp);
    expect(times).toEqual([...times].sort().reverse());
    const pages = [...names(response), ...names(await list("?page=2")), ...names(await list("?page=3"))];
    expect(new Set(pages).size).toBe(23);
  });

  it("answers an empty list for a page beyond the end", async () => {
    const response = await list("?page=4&limit=10");
    expect(response.status).toBe(200);
    expect(response.body.submissions).toEqual([]);
    expect(response.body.pagination).toMatchObject({ total_items: 23, total_pages: 3, has_next: false, has_prev: true });
  });

  it.each([
    ["limit", "?limit=0"],
    ["page", "?page=0"],
    ["limit", "?limit=abc"],
    ["page", "?page=1.5"],
    ["limit", "?limit=101"],
  ])("answers 400 naming %s for %s", async (field, query) => {
    expectBadRequest(await list(query), field);
  });

  it("accepts and ignores _t", async () => {
    expect((await list("?_t=123&page=2")).body.pagination).toMatchObject({ page: 2, total_items: 23 });
  });
});

describe("GET /api/admin/contact-submissions: filters", () => {
  it.each([
    ["name", "zelda quux", "Zelda Quux"],
    ["email", "unique.mail@example", "Person 6"],
    ["subject", "refund please", "Person 7"],
    ["message", "On Fire", "Person 8"],
  ])("search matches the %s, case-insensitively", async (_field, search, name) => {
    const response = await list(`?search=${encodeURIComponent(search)}`);
    expect(names(response)).toEqual([name]);
    expect(response.body.pagination).toMatchObject({ total_items: 1, total_pages: 1, has_next: false });
  });

  it("finds nothing for an unmatched search", async () => {
    const response = await list("?search=nothing-like-this");
    expect(response.body.submissions).toEqual([]);
    expect(response.body.pagination.total_items).toBe(0);
  });

  it("filters by start_date and end_date, both inclusive", async () => {
    const response = await list("?start_date=2024-01-10&end_date=2024-01-12");
    expect(names(response)).toEqual(["Person 12", "Person 11", "Person 10"]);
    expect(names(await list("?start_date=2024-01-22"))).toEqual(["Person 23", "Person 22"]);
    expect(names(await list("?end_date=2024-01-02"))).toEqual(["Person 2", "Person 1"]);
    expect(names(await list("?start_date=2024-01-10&end_date=2024-01-12&search=minus"))).toEqual(["Person 11"]);
    expect((await list("?start_date=&end_date=")).body.pagination.total_items).toBe(23);
  });

  it.each(["2024-1-5", "yesterday", "2024-13-01", "2024-02-30"])("answers 400 for the date %s", async (date) => {
    expectBadRequest(await list(`?start_date=${date}`), "start_date");
    expectBadRequest(await list(`?end_date=${date}`), "end_date");
  });
});

describe("read, unread, get and delete", () => {
  it("toggles is_read with an empty body", async () => {
    const read = await s.admin("/api/admin/contact-submissions/3/read", "PUT");
    expect(read.status).toBe(200);
    expect(read.body.submission).toMatchObject({ id: 3, is_read: true });
    expect((await s.admin("/api/admin/contact-submissions/3")).body.is_read).toBe(true);
    const unread = await s.admin("/api/admin/contact-submissions/3/unread", "PUT");
    expect(unread.status).toBe(200);
    expect((await s.admin("/api/admin/contact-submissions/3")).body.is_read).toBe(false);
  });

  it("answers 404 for an unknown id", async () => {
    expectError(await s.admin("/api/admin/contact-submissions/99999/read", "PUT"), 404);
    expectError(await s.admin("/api/admin/contact-submissions/99999/unread", "PUT"), 404);
    expectError(await s.admin("/api/admin/contact-submissions/99999"), 404);
    expectError(await s.admin("/api/admin/contact-submissions/abc/read", "PUT"), 404);
    expectError(await s.admin("/api/admin/contact-submissions/99999", "DELETE"), 404);
  });

  it("deletes a submission, then answers 404", async () => {
    const extra = await s.server.site.deps.store.submissions.add({
      timestamp: "2024-02-01T00:00:00.000Z",
      name: "Delete Me",
      email: "d@example.com",
      subject: "S",
      message: "M",
      is_read: false,
      mail_status: "not_configured",
      mail_attempts: 0,
      mail_error: null,
    });
    expect((await list()).body.pagination.total_items).toBe(24);
    expect((await s.admin(`/api/admin/contact-submissions/${extra.id}`, "DELETE")).status).toBe(200);
    expect((await list()).body.pagination.total_items).toBe(23);
    expect(names(await list("?search=Delete%20Me"))).toEqual([]);
    expectError(await s.admin(`/api/admin/contact-submissions/${extra.id}`, "DELETE"), 404);
  });
});

describe("GET /api/admin/contact-submissions/export", () => {
  it("exports CSV with a header, a filename and every submission", async () => {
    const response = await exportAs("?format=csv");
    expect(response.status).toBe(200);
    expect(response.body.filename).toMatch(/^contact_submissions.*\.csv$/);
    const csv: string = response.body.csv_data;
    expect(csv.split("\r\n")[0]).toBe('"id","timestamp","name","email","subject","message","is_read"');
    for (let i = 1; i <= 23; i++) expect(csv).toContain(i === 6 ? `"Unique.Mail@Example.org"` : `"person${i}@example.com"`);
    expect(csv.trimEnd().split("\r\n").length).toBeGreaterThanOrEqual(24);
  });

  it("neutralises cells that a spreadsheet would run as a formula", async () => {
    const csv: string = (await exportAs("?format=csv")).body.csv_data;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain(`"'+1 call me"`);
    expect(csv).toContain(`"'-2 minus"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
    expect(csv).not.toMatch(/(^|,)"?[=+@-]/m);
  });

  it("quotes commas, quotes and newlines", async () => {
    const csv: string = (await exportAs("?format=csv&search=then%20left")).body.csv_data;
    expect(csv).toContain(`"He said ""hi"", then left,\nbye"`);
    const rows = csv.trimEnd().split("\r\n");
    expect(rows).toHaveLength(2);
    expect(rows[1].startsWith(`"13",`) || rows[1].startsWith("13,")).toBe(true);
  });

  it("applies search and date filters to CSV and JSON exports", async () => {
    const csv: string = (await exportAs("?format=csv&start_date=2024-01-10&end_date=2024-01-12")).body.csv_data;
    expect(csv.trimEnd().split("\r\n")).toHaveLength(4);
    for (const email of ["person10@", "person11@", "person12@"]) expect(csv).toContain(email);
    expect(csv).not.toContain("person9@");
    const json = (await exportAs("?format=json&search=fire")).body;
    expect(json.submissions.map((submission: any) => submission.name)).toEqual(["Person 8"]);
    expect(json.total).toBe(1);
  });

  it("exports JSON with submissions, exported_at and total", async () => {
    const response = await exportAs("?format=json");
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(23);
    expect(response.body.submissions).toHaveLength(23);
    expect(Date.parse(response.body.exported_at)).not.toBeNaN();
    expect(response.body.submissions[0]).toMatchObject({ name: "Person 23", message: "Message 23", is_read: false });
  });

  it("answers 400 for an unknown format or a bad date", async () => {
    expectBadRequest(await exportAs("?format=xml"), "format");
    expectBadRequest(await exportAs("?format=csv&start_date=01/02/2024"), "start_date");
  });
});
