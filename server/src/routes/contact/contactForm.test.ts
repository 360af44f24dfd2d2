import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTACT_REASONS, CONTACT_THANK_YOU, contactNoticeFor, contactReasonFor, type ContactReason } from "../../../../common/contactOutcome";
import { ContactMessageSchema } from "../../../../common/contracts";
import { startSmtpTestServer } from "../../../test/fakes/smtpTestServer";
import { startTestServer, type TestServer } from "../../../test/testServer";
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
    expect((await limited.api("/api/contact", { method: "POST", body: fields() })).status).toBe(429);
  });
});

describe("contact outcome texts", () => {
  it("are exactly the API's detail for each reason", () => {
    const detail = (body: Record<string, unknown>) => {
      try {
        parseInput(ContactMessageSchema, body);
      } catch (error) {
        return (error as Error).message;
      }
      return "valid";
    };
    const ok = { name: "A", email: "a@example.com", subject: "S", message: "M" };
    const cases: Record<string, Record<string, unknown>> = {
      name_required: { ...ok, name: "" },
      name_too_long: { ...ok, name: "n".repeat(201) },
      name_line_break: { ...ok, name: "a\nb" },
      email_required: { ...ok, email: undefined },
      email_too_long: { ...ok, email: `${"e".repeat(320)}@example.com` },
      email_invalid: { ...ok, email: "nope" },
      subject_required: { ...ok, subject: " " },
      subject_too_long: { ...ok, subject: "s".repeat(301) },
      subject_line_break: { ...ok, subject: "a\rb" },
      message_required: { ...ok, message: "" },
      message_too_long: { ...ok, message: "m".repeat(10_001) },
    };
    for (const [reason, body] of Object.entries(cases)) {
      expect(detail(body), reason).toBe(CONTACT_REASONS[reason as ContactReason]);
      expect(contactReasonFor(detail(body))).toBe(reason);
    }
  });

  it("never show text from the address: unknown reasons fall back to the general message", () => {
    expect(contactNoticeFor("sent", undefined)).toEqual({ phase: "success", message: CONTACT_THANK_YOU });
    expect(contactNoticeFor("error", "<script>alert(1)</script>")).toEqual({ phase: "error", message: CONTACT_REASONS.failed });
    expect(contactNoticeFor("error", "constructor")).toEqual({ phase: "error", message: CONTACT_REASONS.failed });
    expect(contactNoticeFor("error", ["email_invalid"])).toEqual({ phase: "error", message: CONTACT_REASONS.failed });
    expect(contactNoticeFor("maybe", "x")).toBeNull();
  });
});
