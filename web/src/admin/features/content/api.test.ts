import { describe, expect, it } from "vitest";
import { fakeHttp } from "../../test/fakeFetch";
import { fetchHomepageContent, saveSection } from "./api";

describe("homepage content calls", () => {
  it("save retries with PUT on 405", async () => {
    const { http, sent } = fakeHttp([[405, { detail: "no" }], [200, { ok: true }]]);
    await saveSection(http, "hero", { title: "T" });
    expect(sent()).toEqual(["POST /api/admin/content/hero", "PUT /api/admin/content/hero"]);
  });
  it("load falls back to one public call per section when the combined call fails; each section fails alone", async () => {
    const { http, calls } = fakeHttp([[500, {}], [200, { title: "Hero" }], [404, { detail: "gone" }], [200, { title: "About" }]]);
    const content = await fetchHomepageContent(http);
    expect(calls.map((c) => c.url.split("?")[0])).toEqual([
      "/api/admin/website-content",
      "/api/website-content/hero",
      "/api/website-content/features",
      "/api/website-content/about",
    ]);
    expect(content.source).toBe("GET /api/website-content/{section} (fallback)");
    expect(content.sections.hero).toEqual({ block: { title: "Hero" } });
    expect(content.sections.features).toMatchObject({ error: { status: 404 } });
  });
});
