import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESERVED_SLUGS } from "../../../../common/reservedSlugs";
import { expectBadRequest, expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** Pages of the site's own: the administrator's calls, the rules of a page's address and what visitors see. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

let unique = 0;
const slug = (what: string) => `${what}-${++unique}`;
const create = (body: Record<string, unknown>) => s.admin("/api/admin/pages", "POST", body);
const storedPages = () => JSON.stringify(s.server.site.deps.store.snapshot().pages);

describe("POST /api/admin/pages", () => {
  it("answers the stored page with its defaults: not published, not in the footer", async () => {
    const wanted = slug("data-centres");
    const response = await create({ slug: wanted, title: "  Our data centres " });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({
      id: expect.any(Number),
      slug: wanted,
      title: "Our data centres",
      description: "",
      body: "",
      published: false,
      show_in_footer: false,
      updated_at: expect.any(String),
      translations: {},
    });
    expect(Number.isNaN(Date.parse(response.body.updated_at))).toBe(false);
    expect((await s.admin("/api/admin/pages")).body).toContainEqual(response.body);
  });

  it("keeps every field sent", async () => {
    const body = {
      slug: slug("sla"),
      title: "Service level",
      description: "What we promise",
      body: "## Uptime\n\n99.9 %",
      published: true,
      show_in_footer: "true",
    };
    const response = await create(body);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toMatchObject({ ...body, show_in_footer: true });
  });

  it("answers 409 for a slug another page has", async () => {
    const taken = slug("imprint");
    expect((await create({ slug: taken, title: "Imprint" })).status).toBe(200);
    const before = storedPages();
    expectError(await create({ slug: taken, title: "Another imprint" }), 409, `A page at /${taken} already exists`);
    expect(storedPages()).toBe(before);
  });

  it("refuses the addresses the site uses itself (400 naming the slug)", async () => {
    const before = storedPages();
    for (const reserved of RESERVED_SLUGS) {
      expectBadRequest(await create({ slug: reserved, title: "Reserved" }), "slug", new RegExp(`"${reserved}" is reserved`));
    }
    for (const reserved of ["admin", "api", "assets", "media", "terms", "privacy", "contact", "healthz", "readyz", "fonts", "pt-br", "404"]) {
      expect(RESERVED_SLUGS as readonly string[]).toContain(reserved);
    }
    expect(storedPages()).toBe(before);
  });

  it("refuses bad shapes with a 400 naming the field", async () => {
    const before = storedPages();
    const bad: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ title: "No slug" }, "slug", /is required/],
      [{ slug: "", title: "Empty slug" }, "slug", /is required/],
      [{ slug: "About-Us", title: "Upper case" }, "slug", /lower-case letters/],
      [{ slug: "about us", title: "Space" }, "slug", /lower-case letters/],
      [{ slug: "-about", title: "Leading hyphen" }, "slug", /hyphens between/],
      [{ slug: "about-", title: "Trailing hyphen" }, "slug", /hyphens between/],
      [{ slug: "über", title: "Not a-z" }, "slug", /lower-case letters/],
      [{ slug: "a/b", title: "Slash" }, "slug", /lower-case letters/],
      [{ slug: "a".repeat(61), title: "Long" }, "slug", /at most 60/],
      [{ slug: 42, title: "Number" }, "slug", /is required/],
      [{ slug: slug("ok") }, "title", /is required/],
      [{ slug: slug("ok"), title: "   " }, "title", /is required/],
      [{ slug: slug("ok"), title: "t".repeat(121) }, "title", /at most 120/],
      [{ slug: slug("ok"), title: "Ok", description: "d".repeat(301) }, "description", /at most 300/],
      [{ slug: slug("ok"), title: "Ok", body: "b".repeat(100_001) }, "body", /at most 100000/],
      [{ slug: slug("ok"), title: "Ok", published: "yes" }, "published", /true or false/],
      [{ slug: slug("ok"), title: "Ok", show_in_footer: 2 }, "show_in_footer", /true or false/],
    ];
    for (const [body, field, rule] of bad) {
      const response = await create(body);
      expectBadRequest(response, field, rule);
      expect(response.body.detail.startsWith(`${field}: `), response.body.detail).toBe(true);
    }
    expect(storedPages()).toBe(before);
  });

  it("takes a slug of exactly 60 characters, digits and inner hyphens, and a body of 100,000 characters", async () => {
    const long = `${"a".repeat(50)}-${String(++unique).padStart(9, "0")}`;
    expect(long).toHaveLength(60);
    expect((await create({ slug: long, title: "Long address", body: "b".repeat(100_000) })).status).toBe(200);
    expect((await create({ slug: `2fa--help-${++unique}`, title: "Digits and hyphens" })).status).toBe(200);
  });
});

describe("PUT /api/admin/pages/{id}", () => {
  it("changes only the fields sent and updates updated_at", async () => {
    const page = (await create({ slug: slug("about-team"), title: "Team", description: "Who we are", body: "Text" })).body;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const response = await s.admin(`/api/admin/pages/${page.id}`, "PUT", { published: true });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ ...page, published: true, updated_at: expect.any(String) });
    expect(response.body.updated_at > page.updated_at).toBe(true);
    const renamed = await s.admin(`/api/admin/pages/${page.id}`, "PUT", { slug: `${page.slug}-new`, title: "The team" });
    expect(renamed.body).toMatchObject({ id: page.id, slug: `${page.slug}-new`, title: "The team", description: "Who we are", published: true });
    // Its own slug again is not a conflict.
    expect((await s.admin(`/api/admin/pages/${page.id}`, "PUT", { slug: `${page.slug}-new` })).status).toBe(200);
  });

  it("answers 409 for another page's slug, 400 for a reserved or bad one, 404 for an unknown page", async () => {
    const first = (await create({ slug: slug("first"), title: "First" })).body;
    const second = (await create({ slug: slug("second"), title: "Second" })).body;
    const before = storedPages();
    expectError(await s.admin(`/api/admin/pages/${second.id}`, "PUT", { slug: first.slug }), 409);
    expectBadRequest(await s.admin(`/api/admin/pages/${second.id}`, "PUT", { slug: "privacy" }), "slug", /reserved/);
    expectBadRequest(await s.admin(`/api/admin/pages/${second.id}`, "PUT", { slug: "Second" }), "slug");
    expectBadRequest(await s.admin(`/api/admin/pages/${second.id}`, "PUT", { title: "" }), "title", /is required/);
    expectError(await s.admin("/api/admin/pages/999999", "PUT", { title: "Nobody" }), 404, "Page 999999 not found");
    expectError(await s.admin("/api/admin/pages/abc", "PUT", { title: "Nobody" }), 404);
    expect(storedPages()).toBe(before);
  });
});

describe("DELETE /api/admin/pages/{id}", () => {
  it("answers {success, message, id}, and the page is gone everywhere", async () => {
    const page = (await create({ slug: slug("gone"), title: "Gone soon", published: true })).body;
    expect((await s.pub(`/api/pages/${page.slug}`)).status).toBe(200);
    const response = await s.admin(`/api/admin/pages/${page.id}`, "DELETE");
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, message: "Page deleted", id: page.id });
    expect((await s.admin("/api/admin/pages")).body.some((entry: { id: number }) => entry.id === page.id)).toBe(false);
    expectError(await s.pub(`/api/pages/${page.slug}`), 404);
    expectError(await s.admin(`/api/admin/pages/${page.id}`, "DELETE"), 404, `Page ${page.id} not found`);
    // Its address is free again.
    expect((await create({ slug: page.slug, title: "Back again" })).status).toBe(200);
  });
});

describe("what visitors see", () => {
  it("GET /api/pages lists published pages only, as {slug, title, description}, in the order they were made", async () => {
    const shown = (await create({ slug: slug("shown"), title: "Shown", description: "Visible", body: "Body", published: true })).body;
    const hidden = (await create({ slug: slug("hidden"), title: "Hidden", published: false })).body;
    const later = (await create({ slug: slug("later"), title: "Later", published: true, show_in_footer: true })).body;
    const list = (await s.pub("/api/pages")).body as Array<Record<string, unknown>>;
    expect(list).toContainEqual({ slug: shown.slug, title: "Shown", description: "Visible" });
    expect(list.some((entry) => entry.slug === hidden.slug)).toBe(false);
    expect(list.findIndex((entry) => entry.slug === shown.slug)).toBeLessThan(list.findIndex((entry) => entry.slug === later.slug));
    for (const entry of list) expect(Object.keys(entry).sort()).toEqual(["description", "slug", "title"]);
  });

  it("GET /api/pages/{slug} answers a published page; unpublished, unknown and malformed addresses are 404", async () => {
    const page = (await create({ slug: slug("pricing-faq"), title: "Pricing", description: "How we bill", body: "## Bills\n\nMonthly." })).body;
    expectError(await s.pub(`/api/pages/${page.slug}`), 404, `Page "${page.slug}" not found`);
    await s.admin(`/api/admin/pages/${page.id}`, "PUT", { published: true });
    const response = await s.pub(`/api/pages/${page.slug}`);
    expect(response.status, response.text).toBe(200);
    const published = (await s.admin("/api/admin/pages")).body.find((entry: { id: number }) => entry.id === page.id);
    expect(response.body).toEqual({
      slug: page.slug,
      title: "Pricing",
      description: "How we bill",
      body: "## Bills\n\nMonthly.",
      updated_at: published.updated_at,
    });
    await s.admin(`/api/admin/pages/${page.id}`, "PUT", { published: false });
    expectError(await s.pub(`/api/pages/${page.slug}`), 404);
    expectError(await s.pub("/api/pages/no-such-page"), 404);
    expectError(await s.pub("/api/pages/Not%20A%20Slug"), 404);
  });

  it("public answers are cached: ETag, 304, and a new answer after a write", async () => {
    const page = (await create({ slug: slug("cached"), title: "Cached", body: "First", published: true })).body;
    for (const path of ["/api/pages", `/api/pages/${page.slug}`]) {
      const first = await s.pub(path);
      const etag = first.headers.get("etag")!;
      expect(etag).toMatch(/^"[^"]+"$/);
      expect(first.headers.get("cache-control")).toMatch(/public/);
      expect((await s.pub(path, "GET", undefined, { "if-none-match": etag })).status).toBe(304);
      await s.admin(`/api/admin/pages/${page.id}`, "PUT", { title: `Cached ${path}` });
      const after = await s.pub(path, "GET", undefined, { "if-none-match": etag });
      expect(after.status).toBe(200);
      expect(JSON.stringify(after.body)).toContain(`Cached ${path}`);
    }
  });
});

describe("activity", () => {
  it("records the creation, change and deletion of a page", async () => {
    const page = (await create({ slug: slug("logged"), title: "Logged" })).body;
    await s.admin(`/api/admin/pages/${page.id}`, "PUT", { title: "Logged again" });
    await s.admin(`/api/admin/pages/${page.id}`, "DELETE");
    await s.server.site.deps.store.flush();
    const entries = s.server.site.deps.store.activity.all({ search: "pages." }).filter((entry) => entry.target === `#${page.id}`);
    expect(entries.map((entry) => entry.action).sort()).toEqual(["pages.delete", "pages.update"]);
    const created = s.server.site.deps.store.activity.all({ search: "pages.create" });
    expect(created.length).toBeGreaterThan(0);
    expect(created[0]).toMatchObject({ actor: expect.any(String), detail: "POST /api/admin/pages", success: true });
  });
});
