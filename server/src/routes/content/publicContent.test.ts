import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectError, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { installTestSite, TEST_SITE } from "../../../test/fixtures/testSite";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
  await installTestSite(s.server.site.deps.store);
});
afterAll(() => s.server.stop());

const CONTENT_FIELDS = ["section", "title", "subtitle", "description", "content", "button_text", "button_url"];

describe("GET /api/content/{type}", () => {
  it.each(["hero", "features", "about"])("answers the %s block with every content field", async (type) => {
    const response = await s.pub(`/api/content/${type}`);
    expect(response.status).toBe(200);
    for (const field of CONTENT_FIELDS) expect(typeof response.body[field], field).toBe("string");
    expect(response.body.section).toBe(type);
    expect(response.body.title).not.toBe("");
  });

  it("answers the hero text the administrator saved", async () => {
    const { body } = await s.pub("/api/content/hero");
    const { title, button_text, button_url } = TEST_SITE.content.hero;
    expect(body).toMatchObject({ title, button_text, button_url });
  });

  it.each(["terms", "privacy"])("answers the %s markdown in both description and content", async (type) => {
    const { status, body } = await s.pub(`/api/content/${type}`);
    expect(status).toBe(200);
    for (const field of CONTENT_FIELDS) expect(typeof body[field], field).toBe("string");
    expect(body.section).toBe(type);
    expect(body.description).toMatch(/^## /m);
    expect(body.content).toBe(body.description);
  });

  it("answers 404 {detail} for an unknown type", async () => {
    expectError(await s.pub("/api/content/faq"), 404, /faq/);
  });
});
