import { describe, expect, it } from "vitest";
import { fakeClient } from "../../../test/fakeApiClient";
import { fetchHomepageContent, saveSection } from "./content";

describe("homepage content calls", () => {
  it("save PUTs the section; an older server gets a POST on 405", async () => {
    const { call, sent } = fakeClient([
      [405, { detail: "no" }],
      [200, { ok: true }],
    ]);
    await saveSection(call, "hero", { title: "T" });
    expect(sent()).toEqual(["PUT /api/admin/content/hero", "POST /api/admin/content/hero"]);
  });
  it("load falls back to one call per section when the combined call fails; each section fails alone", async () => {
    const { call, sent } = fakeClient([
      [500, {}],
      [200, { title: "Hero" }],
      [404, { detail: "gone" }],
      [200, { title: "About" }],
    ]);
    const content = await fetchHomepageContent(call);
    expect(sent()).toEqual([
      "GET /api/admin/website-content",
      "GET /api/website-content/hero",
      "GET /api/website-content/features",
      "GET /api/website-content/about",
    ]);
    expect(content.source).toBe("GET /api/website-content/{section} (fallback)");
    expect(content.sections.hero).toEqual({ block: { title: "Hero" } });
    expect(content.sections.features).toMatchObject({ error: { status: 404 } });
  });
});
