import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKDOWN_MAX_DEPTH } from "../../../common/markdown/nesting";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../test/apiHelpers";

/**
 * Every markdown editor refuses text nested deeper than the pages render (block quotes and list items), with a 400
 * naming the field, and stores nothing; text at the limit is taken.
 */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const RULE = new RegExp(`nest quotes or lists more than ${MARKDOWN_MAX_DEPTH} levels deep`);
const quotes = (levels: number) => `${"> ".repeat(levels)}quoted`;
const list = (levels: number) => Array.from({ length: levels }, (_, i) => `${"  ".repeat(i)}- level ${i + 1}`).join("\n");
const stored = () => JSON.stringify(s.server.site.deps.store.snapshot());

describe("markdown nested deeper than the limit", () => {
  it("is refused in an FAQ answer and its translation, naming the entry and field", async () => {
    const before = stored();
    expectBadRequest(
      await s.admin("/api/admin/faq", "PUT", [
        { question: "Q?", answer: "Fine." },
        { question: "Deep?", answer: quotes(21) },
      ]),
      "1.answer",
      RULE,
    );
    const translated = [{ question: "Q?", answer: "Fine.", translations: { de: { answer: list(MARKDOWN_MAX_DEPTH + 1) } } }];
    expectBadRequest(await s.admin("/api/admin/faq", "PUT", translated), "0.translations.de.answer", RULE);
    expect(stored()).toBe(before);
    const atLimit = await s.admin("/api/admin/faq", "PUT", [{ question: "Q?", answer: quotes(MARKDOWN_MAX_DEPTH) }]);
    expect(atLimit.status, atLimit.text).toBe(200);
  });

  it("is refused in a page's body and its translation", async () => {
    const before = stored();
    expectBadRequest(await s.admin("/api/admin/pages", "POST", { slug: "deep-page", title: "Deep", body: list(30) }), "body", RULE);
    const translated = { slug: "deep-page", title: "Deep", body: "Fine.", translations: { fr: { body: quotes(25) } } };
    expectBadRequest(await s.admin("/api/admin/pages", "POST", translated), "translations.fr.body", RULE);
    expect(stored()).toBe(before);
    const page = await s.admin("/api/admin/pages", "POST", { slug: "deep-page", title: "Deep", body: list(MARKDOWN_MAX_DEPTH) });
    expect(page.status, page.text).toBe(200);
    expectBadRequest(await s.admin(`/api/admin/pages/${page.body.id}`, "PUT", { body: ">".repeat(100_000) }), "body", RULE);
  });

  it("is refused in the terms and privacy texts, by either save", async () => {
    const before = stored();
    expectBadRequest(await s.admin("/api/content", "PUT", { section: "terms", title: "Terms", description: quotes(40) }), "description", RULE);
    expectBadRequest(await s.admin("/api/admin/content/privacy", "PUT", { content: list(22) }), "content", RULE);
    expectBadRequest(
      await s.admin("/api/admin/content/privacy", "PUT", { translations: { de: { description: quotes(21) } } }),
      "translations.de.description",
      RULE,
    );
    expect(stored()).toBe(before);
  });
});
