import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer } from "../fakes/smtpTestServer";
import { startTestServer, type TestServer } from "../testServer";

const SMTP_USER = "mailer@example.com";
const SMTP_PASS = "mail-password-1";
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer({
    env: { SMTP_TLS_REJECT_UNAUTHORIZED: "false", CONTACT_RATE_LIMIT: "0" },
    background: { mailRetryDelaysMs: [150, 150, 150, 150, 150, 150] },
  });
  token = await server.login();
  await server.api("/api/admin/company-info", { method: "PUT", token, body: { contact_email: "sales@nebula.example", name: "Nebula Hosting" } });
});
afterAll(() => server.stop());

async function until<T>(probe: () => Promise<T>, accept: (value: T) => boolean, ms = 8_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

const submission = async (id: number) => (await server.api(`/api/admin/contact-submissions/${id}`, { token })).body;

describe("POST /api/admin/smtp-test against a real SMTP server", () => {
  for (const mode of ["ssl", "tls", "none"] as const) {
    it(`proves ${mode} settings, and reports a wrong password`, async () => {
      const smtp = await startSmtpTestServer({ mode, user: SMTP_USER, pass: SMTP_PASS });
      try {
        const ok = await server.api("/api/admin/smtp-test", { method: "POST", token, body: smtp.settings() });
        expect(ok.status).toBe(200);
        expect(ok.body).toMatchObject({ success: true });
        expect(typeof ok.body.message).toBe("string");
        const wrong = await server.api("/api/admin/smtp-test", { method: "POST", token, body: smtp.settings({ smtp_password: "wrong-password" }) });
        expect(wrong.body.success).toBe(false);
        expect(wrong.body.detail).toMatch(/password|credentials|authentication/i);
      } finally {
        await smtp.stop();
      }
    });
  }

  it("reports a security mode mismatch and a closed port", async () => {
    const smtp = await startSmtpTestServer({ mode: "tls", user: SMTP_USER, pass: SMTP_PASS });
    const mismatch = await server.api("/api/admin/smtp-test", { method: "POST", token, body: smtp.settings({ smtp_security: "ssl" }) });
    expect(mismatch.body.success).toBe(false);
    expect(mismatch.body.detail).toMatch(/TLS|SSL/);
    await smtp.stop();
    const closed = await server.api("/api/admin/smtp-test", { method: "POST", token, body: smtp.settings() });
    expect(closed.body.success).toBe(false);
    expect(closed.body.detail).toMatch(/refused/i);
  });

  it("asks for host, username and password first", async () => {
    const response = await server.api("/api/admin/smtp-test", { method: "POST", token, body: { smtp_host: "", smtp_username: "" } });
    expect(response.body).toEqual({ success: false, detail: "Please fill in Host, Username, and Password before testing" });
  });
});

describe("login refusals as Postfix answers them", () => {
  it.each([
    [
      "starttls-first",
      "tls",
      "none",
      /^The server only accepts a login over an encrypted connection: choose TLS \(STARTTLS\) or SSL\/TLS \(530 5\.7\.0 Must issue a STARTTLS command first\)$/,
    ],
    [
      "not-enabled",
      "none",
      "none",
      /^Login not possible: the server offers no login on this port \(503 5\.5\.1 Error: authentication not enabled\)\. Use its submission port/,
    ],
    ["not-enabled", "tls", "tls", /the server offers no login on this port \(503 5\.5\.1/],
    [
      "temporarily-unavailable",
      "tls",
      "tls",
      /^Login not checked: the server could not check the login right now \(454 4\.7\.0 Temporary authentication failure\)\. Try again later$/,
    ],
  ] as const)("%s (server %s, client %s) is reported as such, not as a wrong password", async (postfix, mode, client, reason) => {
    const smtp = await startSmtpTestServer({ mode, user: SMTP_USER, pass: SMTP_PASS, postfix });
    try {
      const response = await server.api("/api/admin/smtp-test", { method: "POST", token, body: smtp.settings({ smtp_security: client }) });
      expect(response.status).toBe(200);
      expect(response.body.success).toBe(false);
      expect(response.body.detail).toMatch(reason);
      expect(response.body.detail).not.toMatch(/Wrong username or password/);
    } finally {
      await smtp.stop();
    }
  });

  it("a port that wants STARTTLS first accepts the same login over TLS (STARTTLS)", async () => {
    const smtp = await startSmtpTestServer({ mode: "tls", user: SMTP_USER, pass: SMTP_PASS, postfix: "starttls-first" });
    try {
      expect((await server.api("/api/admin/smtp-test", { method: "POST", token, body: smtp.settings() })).body).toMatchObject({ success: true });
    } finally {
      await smtp.stop();
    }
  });

  it("a contact message whose mail meets a temporary failure keeps being retried, with the reason on it", async () => {
    const smtp = await startSmtpTestServer({ mode: "tls", user: SMTP_USER, pass: SMTP_PASS, postfix: "temporarily-unavailable" });
    try {
      await server.api("/api/admin/smtp-settings", { method: "PUT", token, body: smtp.settings() });
      const sent = await server.api("/api/contact", {
        method: "POST",
        body: { name: "Retry", email: "retry@example.org", subject: "Auth down", message: "Sent while the auth service is down" },
      });
      const stored = await until(
        () => submission(sent.body.id),
        (s) => s.mail_attempts >= 1 && s.mail_error !== null,
      );
      expect(stored).toMatchObject({ mail_status: "pending", mail_error: expect.stringContaining("the server could not check the login right now") });
    } finally {
      await smtp.stop();
    }
  });
});

describe("an SMTP host written in shorthand", () => {
  it("is refused by the test with a detail, and one stored before the rule is never dialled", async () => {
    const refused = await server.api("/api/admin/smtp-test", {
      method: "POST",
      token,
      body: { smtp_host: "1.5", smtp_username: SMTP_USER, smtp_password: SMTP_PASS },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/^smtp_host: must be a host name .* written out in full/);

    // Stored by an older version: the test and the mail queue both name the problem instead of dialling 1.0.0.5.
    await server.site.deps.store.update(["smtp"], (draft) => {
      draft.smtp = { ...draft.smtp, smtp_host: "1.5", smtp_port: 587, smtp_username: SMTP_USER, smtp_password: SMTP_PASS };
    });
    const test = await server.api("/api/admin/smtp-test", { method: "POST", token, body: {} });
    expect(test.body).toEqual({
      success: false,
      detail: 'The SMTP host "1.5" is not a host name or an IPv4/IPv6 address written out in full: correct it in the SMTP settings',
    });
    const sent = await server.api("/api/contact", {
      method: "POST",
      body: { name: "Shorthand", email: "s@example.org", subject: "Host", message: "Never dialled" },
    });
    const stored = await until(
      () => submission(sent.body.id),
      (s) => s.mail_status !== "pending",
    );
    expect(stored).toMatchObject({ mail_status: "not_configured", mail_error: expect.stringContaining('The SMTP host "1.5"') });
  });
});

describe("contact submissions are e-mailed", () => {
  it("delivers a submission to the company address with the visitor as Reply-To", async () => {
    const smtp = await startSmtpTestServer({ mode: "tls", user: SMTP_USER, pass: SMTP_PASS });
    try {
      await server.api("/api/admin/smtp-settings", {
        method: "PUT",
        token,
        body: { ...smtp.settings(), from_email: "web@nebula.example", from_name: "Nebula Website" },
      });
      const sent = await server.api("/api/contact", {
        method: "POST",
        body: { name: "Ada Lovelace", email: "ada@example.org", subject: "VPS question", message: "Do you offer IPv6?" },
      });
      expect(sent.status).toBe(201);
      const stored = await until(
        () => submission(sent.body.id),
        (s) => s.mail_status === "sent",
      );
      expect(stored.mail_status).toBe("sent");
      // The queue may also deliver a message another test left waiting: find this test's own.
      const mail = smtp.messages.find((message) => message.raw.includes("Do you offer IPv6?"))!;
      expect(mail).toBeDefined();
      expect(mail.envelope.to).toEqual(["sales@nebula.example"]);
      expect(mail.header("reply-to")).toContain("ada@example.org");
      expect(mail.header("from")).toContain("web@nebula.example");
      expect(mail.header("subject")).toContain("VPS question");
      expect(mail.raw).toContain("Do you offer IPv6?");
    } finally {
      await smtp.stop();
    }
  });

  it("keeps the submission while the mail server is down and delivers it when it is back", async () => {
    const smtp = await startSmtpTestServer({ mode: "tls", user: SMTP_USER, pass: SMTP_PASS });
    await server.api("/api/admin/smtp-settings", { method: "PUT", token, body: smtp.settings() });
    await smtp.stop();
    const sent = await server.api("/api/contact", {
      method: "POST",
      body: { name: "Grace", email: "grace@example.org", subject: "Down?", message: "Mail server is down now" },
    });
    expect(sent.status).toBe(201);
    const waiting = await until(
      () => submission(sent.body.id),
      (s) => s.mail_attempts >= 1,
    );
    expect(waiting.mail_status).toBe("pending");
    expect(waiting.message).toBe("Mail server is down now");
    await smtp.start();
    const delivered = await until(
      () => submission(sent.body.id),
      (s) => s.mail_status === "sent",
    );
    expect(delivered.mail_status).toBe("sent");
    expect(smtp.messages.some((m) => m.raw.includes("Mail server is down now"))).toBe(true);
    await smtp.stop();
  });
});
