import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactNoticeFor, contactReasonOf, type ContactReason } from "../../../../common/contactOutcome";
import { ContactMessageSchema } from "../../../../common/contracts";
import { startSmtpTestServer } from "../../../test/fakes/smtpTestServer";
import { startTestServer, type TestServer } from "../../../test/testServer";
import type { HttpError } from "../../errors";
import { parseInput } from "../../middleware/validate";

let server: TestServer;
let token: string;
let counter = 0;
beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0", SMTP_TLS_REJECT_UNAUTHORIZED: "false" } });
  token = await server.login();
});
afterAll(() => server.stop());

const fields = (overrides: Record<string, string> = {}) => ({
  name: "Grace Hopper",
  email: "grace@example.com",
  subject: `Form ${++counter}`,
  message: `Plain form message ${counter}`,
  website: "",
  ...overrides,
});

/** Posts like a browser without JavaScript: form-encoded, no redirect following. */
async function postForm(
  body: Record<string, string> | string,
  target = server.url,
  contentType = "application/x-www-form-urlencoded",
  headers: Record<string, string> = {},
) {
  const encoded = typeof body === "string" ? body : new URLSearchParams(body).toString();
  return fetch(`${target}/contact`, { method: "POST", headers: { "content-type": contentType, ...headers }, body: encoded, redirect: "manual" });
}
const stored = () => server.site.deps.store.submissions.count();

describe("POST /contact (the form without JavaScript)", () => {
  it("stores the message and answers 303 to /?contact=sent#contact", async () => {
    const before = stored();
    const response = await postForm(fields({ subject: "No script subject" }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/?contact=sent#contact");
    expect(stored()).toBe(before + 1);
    const list = await server.api("/api/admin/contact-submissions?search=No%20script%20subject", { token });
    expect(list.body.submissions[0]).toMatchObject({
      name: "Grace Hopper",
      email: "grace@example.com",
      message: expect.stringContaining("Plain form message"),
    });
  });

  it("sends invalid input back with a fixed reason code, storing nothing", async () => {
    const before = stored();
    const cases: Array<[Record<string, string>, ContactReason]> = [
      [fields({ email: "not-an-email" }), "email_invalid"],
      [fields({ name: "   " }), "name_required"],
      [fields({ subject: "x".repeat(301) }), "subject_too_long"],
      [fields({ message: "m".repeat(10_001) }), "message_too_long"],
      [{ name: "Only name" }, "email_required"],
    ];
    for (const [body, reason] of cases) {
      const response = await postForm(body);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/?contact=error&reason=${reason}#contact`);
    }
    expect(stored()).toBe(before);
  });

  it("treats a filled honeypot and a duplicate exactly like the JSON API (same answer, nothing new stored)", async () => {
    const before = stored();
    const bot = await postForm(fields({ website: "http://spam.example" }));
    expect(bot.headers.get("location")).toBe("/?contact=sent#contact");
    expect(stored()).toBe(before);
    const once = fields();
    await postForm(once);
    const again = await postForm(once);
    expect(again.headers.get("location")).toBe("/?contact=sent#contact");
    const viaApi = await server.api("/api/contact", { method: "POST", body: once });
    expect(viaApi.status).toBe(201);
    expect(stored()).toBe(before + 1);
  });

  it("sends the visitor back to the home page in the form's language (its hidden lang field)", async () => {
    const settings = (languages: string[]) => server.api("/api/admin/site-settings", { method: "PUT", token, body: { languages, default_language: "en" } });
    expect((await settings(["en", "de", "pt-BR"])).status).toBe(200);
    try {
      expect((await postForm(fields({ lang: "de" }))).headers.get("location")).toBe("/de/?contact=sent#contact");
      expect((await postForm(fields({ lang: "pt-BR" }))).headers.get("location")).toBe("/pt-br/?contact=sent#contact");
      expect((await postForm({ ...fields({ email: "nope" }), lang: "de" })).headers.get("location")).toBe("/de/?contact=error&reason=email_invalid#contact");
      // The default language, a language not enabled, a made-up one or none: the default home page.
      for (const lang of ["en", "fr", "<script>", ""]) expect((await postForm(fields({ lang }))).headers.get("location"), lang).toBe("/?contact=sent#contact");
      expect((await postForm("name=a&email=a%40example.com&subject=s&message=m&lang=de&lang=fr")).headers.get("location")).toBe("/?contact=sent#contact");
    } finally {
      await settings(["en"]);
    }
  });

  it("refuses other content types with 415; POST /api/contact stays JSON-only", async () => {
    const json = await postForm(JSON.stringify(fields()), server.url, "application/json");
    expect(json.status).toBe(415);
    expect((await json.json()).detail).toMatch(/x-www-form-urlencoded/);
    const formToApi = await fetch(`${server.url}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields()).toString(),
    });
    expect(formToApi.status).toBe(415);
  });

  it("survives hostile bodies: nested keys, arrays, a body over 1 MB", async () => {
    const nested = await postForm("name[a]=1&email[]=x&subject=s&message=m");
    expect(nested.status).toBe(303);
    expect(nested.headers.get("location")).toMatch(/^\/\?contact=error&reason=[a-z_]+#contact$/);
    const huge = await postForm(`name=a&email=a%40example.com&subject=s&message=${"x".repeat(1_100_000)}`);
    expect(huge.status).toBe(303);
    expect(huge.headers.get("location")).toBe("/?contact=error&reason=too_large#contact");
    expect((await server.api("/api/hosting-plans")).status).toBe(200);
  });

  it("e-mails the message like the API does", async () => {
    const smtp = await startSmtpTestServer({ mode: "tls", user: "mailer@example.com", pass: "mail-password-1" });
    try {
      await server.api("/api/admin/smtp-settings", { method: "PUT", token, body: { ...smtp.settings(), from_email: "web@nebula.example" } });
      await postForm(fields({ subject: "Mailed from the plain form" }));
      const deadline = Date.now() + 8_000;
      while (!smtp.messages.some((mail) => mail.raw.includes("Mailed from the plain form")) && Date.now() < deadline)
        await new Promise((r) => setTimeout(r, 50));
      expect(smtp.messages.some((mail) => mail.raw.includes("Mailed from the plain form"))).toBe(true);
    } finally {
      await smtp.stop();
    }
  });
});

describe("contact rate limit applies to the plain form too (one limit for both forms)", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { CONTACT_RATE_LIMIT: "2" } });
  });
  afterAll(() => limited.stop());

  it("answers the third message in a minute with reason=rate_limited", async () => {
    expect((await limited.api("/api/contact", { method: "POST", body: fields() })).status).toBe(201);
    expect((await postForm(fields(), limited.url)).headers.get("location")).toBe("/?contact=sent#contact");
    expect((await postForm(fields(), limited.url)).headers.get("location")).toBe("/?contact=error&reason=rate_limited#contact");
    const refused = await limited.api("/api/contact", { method: "POST", body: fields() });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: "Too many messages from your address. Please wait a minute and try again.", code: "rate_limited" });
  });
});

describe("contact outcome reasons", () => {
  /** What POST /api/contact answers for `body`: its English detail and the reason the pages read from its codes. */
  const outcome = (body: Record<string, unknown>) => {
    try {
      parseInput(ContactMessageSchema, body);
    } catch (error) {
      const refused = error as HttpError;
      return { detail: refused.message, reason: contactReasonOf({ code: refused.code, ...refused.extra }) };
    }
    return null;
  };
  const ok = { name: "A", email: "a@example.com", subject: "S", message: "M" };

  it("come from the answer's codes, while its detail keeps its English words", () => {
    const cases: Record<string, [Record<string, unknown>, string]> = {
      name_required: [{ ...ok, name: "" }, "name: is required"],
      name_too_long: [{ ...ok, name: "n".repeat(201) }, "name: must be at most 200 characters"],
      name_line_break: [{ ...ok, name: "a\nb" }, "name: must not contain line breaks"],
      email_required: [{ ...ok, email: undefined }, "email: is required"],
      email_too_long: [{ ...ok, email: `${"e".repeat(320)}@example.com` }, "email: must be at most 320 characters"],
      email_invalid: [{ ...ok, email: "nope" }, "email: must be a valid e-mail address"],
      subject_required: [{ ...ok, subject: " " }, "subject: is required"],
      subject_too_long: [{ ...ok, subject: "s".repeat(301) }, "subject: must be at most 300 characters"],
      subject_line_break: [{ ...ok, subject: "a\rb" }, "subject: must not contain line breaks"],
      message_required: [{ ...ok, message: "" }, "message: is required"],
      message_too_long: [{ ...ok, message: "m".repeat(10_001) }, "message: must be at most 10000 characters"],
    };
    for (const [reason, [body, detail]] of Object.entries(cases)) expect(outcome(body), reason).toEqual({ detail, reason });
  });

  it("read the answer's code, not its words: a reworded detail keeps its reason", () => {
    const answer = { detail: "anything at all", code: "validation_failed", errors: [{ field: "email", message: "reworded", code: "invalid_email" }] };
    expect(contactReasonOf(answer)).toBe("email_invalid");
    expect(contactReasonOf({ detail: "Too many messages from your address. Please wait a minute and try again." })).toBe("failed");
    expect(contactReasonOf({ detail: "x", code: "rate_limited" })).toBe("rate_limited");
    expect(contactReasonOf({ detail: "x", code: "payload_too_large" })).toBe("too_large");
    expect(contactReasonOf({ detail: "x", code: "validation_failed", errors: [{ field: "website", code: "too_long" }] })).toBe("failed");
    expect(contactReasonOf({ detail: "x", code: "database_unavailable" })).toBe("failed");
    expect(contactReasonOf(null)).toBe("failed");
    expect(contactReasonOf("text")).toBe("failed");
  });

  it("never show text from the address: unknown reasons fall back to the general message", () => {
    expect(contactNoticeFor("sent", undefined)).toEqual({ phase: "success" });
    expect(contactNoticeFor("error", "<script>alert(1)</script>")).toEqual({ phase: "error", reason: "failed" });
    expect(contactNoticeFor("error", "constructor")).toEqual({ phase: "error", reason: "failed" });
    expect(contactNoticeFor("error", ["email_invalid"])).toEqual({ phase: "error", reason: "failed" });
    expect(contactNoticeFor("error", "email_invalid")).toEqual({ phase: "error", reason: "email_invalid" });
    expect(contactNoticeFor("maybe", "x")).toBeNull();
  });
});
