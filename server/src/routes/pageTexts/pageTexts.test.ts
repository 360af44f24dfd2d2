import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API } from "../../../../common/contracts";
import { CATALOGS } from "../../../../common/i18n/catalogs";
import { startAdminSession, type AdminSession } from "../../../test/apiHelpers";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession();
});
afterAll(() => s.server.stop());

describe("GET /api/page-texts", () => {
  it("answers the scripts' texts in English by default, each field's limit filled in", async () => {
    const { status, body } = await s.pub("/api/page-texts");
    expect(status).toBe(200);
    expect(API.pageTexts.get.response.parse(body)).toEqual(body);
    expect(body.status.unknown).toBe("Status Unknown");
    expect(body.status.reasons.not_configured).toBe("Status monitor not configured");
    expect(body.contact.sending).toBe("Sending...");
    expect(body.contact.reasons.name_too_long).toBe("name: must be at most 200 characters");
    expect(body.contact.reasons.message_too_long).toBe("message: must be at most 10000 characters");
  });

  it("answers the asked language, and the default one for a language it does not know", async () => {
    await s.admin("/api/admin/site-settings", "PUT", { languages: ["en", "de", "pl"] });
    const german = await s.pub("/api/page-texts?lang=DE");
    expect(german.body.status.checking).toBe(CATALOGS.de.status.checking);
    expect(german.body.status.reasons.timeout).toBe(CATALOGS.de.statusReasons.timeout);
    expect(german.body.contact.thanks).toBe(CATALOGS.de.contact.thanks);
    expect(german.body.contact.thanks).not.toBe(CATALOGS.en.contact.thanks);
    const polish = await s.pub("/api/page-texts?lang=pl");
    expect(polish.body.contact.reasons.subject_too_long).toContain("300");
    expect(polish.body.contact.reasons.subject_too_long).not.toBe(CATALOGS.en.contact.reasons.subject_too_long);
    const unknown = await s.pub("/api/page-texts?lang=xx");
    expect(unknown.body.status.unknown).toBe("Status Unknown");
  });

  it("is cacheable: an ETag, and 304 when it still matches", async () => {
    const first = await fetch(`${s.server.url}/api/page-texts?lang=en`);
    const etag = first.headers.get("etag");
    expect(etag).toBeTruthy();
    expect(first.headers.get("cache-control")).toContain("public");
    const again = await fetch(`${s.server.url}/api/page-texts?lang=en`, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });
});
