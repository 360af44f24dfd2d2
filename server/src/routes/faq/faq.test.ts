import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FAQ_LIMITS } from "../../../../common/contracts";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";

/** The FAQ: the administrator saves the whole list; visitors read it. */
let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

const storedFaq = () => JSON.stringify(s.server.site.deps.store.snapshot().faq);
const items = [
  { question: "Do you back up my site?", answer: "Yes, **every night**, and we keep 14 days." },
  { question: "Can I move my site to you?", answer: "We move it for free:\n\n1. Send us access\n2. We copy it" },
  { question: "Which payment methods?", answer: "Card, PayPal and bank transfer." },
];

describe("PUT /api/admin/faq", () => {
  it("answers the stored list, in order, on the admin and the public path", async () => {
    const response = await s.admin("/api/admin/faq", "PUT", items);
    expect(response.status, response.text).toBe(200);
    // The admin answers carry each item's translations (none here); visitors get the texts only.
    const withTranslations = items.map((item) => ({ ...item, translations: {} }));
    expect(response.body).toEqual(withTranslations);
    expect((await s.admin("/api/admin/faq")).body).toEqual(withTranslations);
    expect((await s.pub("/api/faq")).body).toEqual(items);
  });

  it("trims the texts, drops unknown fields and takes {items: [...]} too", async () => {
    const response = await s.admin("/api/admin/faq", "PUT", { items: [{ question: "  Spaces?  ", answer: " Trimmed. ", id: 7 }] });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual([{ question: "Spaces?", answer: "Trimmed.", translations: {} }]);
  });

  it("an empty list removes the FAQ", async () => {
    await s.admin("/api/admin/faq", "PUT", items);
    expect((await s.admin("/api/admin/faq", "PUT", [])).body).toEqual([]);
    expect((await s.pub("/api/faq")).body).toEqual([]);
  });

  it(`takes ${FAQ_LIMITS.items} entries of the longest texts`, async () => {
    const full = Array.from({ length: FAQ_LIMITS.items }, (_, n) => ({
      question: `${n} ${"q".repeat(FAQ_LIMITS.question - String(n).length - 1)}`,
      answer: "a".repeat(FAQ_LIMITS.answer),
    }));
    const response = await s.admin("/api/admin/faq", "PUT", full);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toHaveLength(FAQ_LIMITS.items);
  });

  it("refuses bad shapes with a 400 naming the entry and field; nothing is stored", async () => {
    await s.admin("/api/admin/faq", "PUT", items);
    const before = storedFaq();
    const item = { question: "Q?", answer: "A." };
    const bad: Array<[unknown, string, RegExp]> = [
      [Array.from({ length: FAQ_LIMITS.items + 1 }, () => item), "body", /at most 50 questions/],
      [[item, { question: "", answer: "A." }], "1.question", /is required/],
      [[{ question: "q".repeat(201), answer: "A." }], "0.question", /at most 200/],
      [[item, item, { question: "Q?", answer: "a".repeat(5_001) }], "2.answer", /at most 5000/],
      [[{ question: "Q?", answer: "   " }], "0.answer", /is required/],
      [[{ question: "Q?" }], "0.answer", /is required/],
      [["just text"], "0", /expected object|Invalid/i],
      [{ question: "Q?", answer: "A." }, "body", /must be a list/],
    ];
    for (const [body, field, rule] of bad) {
      const response = await s.admin("/api/admin/faq", "PUT", body);
      expectBadRequest(response, field, rule);
      expect(response.body.detail.startsWith(`${field}: `), response.body.detail).toBe(true);
    }
    expect(storedFaq()).toBe(before);
  });

  it("records the change in the activity log", async () => {
    await s.admin("/api/admin/faq", "PUT", items);
    await s.server.site.deps.store.flush();
    expect(s.server.site.deps.store.activity.all({ search: "faq.update" })[0]).toMatchObject({ action: "faq.update", detail: "PUT /api/admin/faq" });
  });
});

describe("GET /api/faq", () => {
  it("is cached: ETag, 304, and the new list after a save", async () => {
    await s.admin("/api/admin/faq", "PUT", items);
    const first = await s.pub("/api/faq");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect((await s.pub("/api/faq", "GET", undefined, { "if-none-match": etag })).status).toBe(304);
    await s.admin("/api/admin/faq", "PUT", items.slice(1));
    const after = await s.pub("/api/faq", "GET", undefined, { "if-none-match": etag });
    expect(after.status).toBe(200);
    expect(after.body).toEqual(items.slice(1));
  });
});
