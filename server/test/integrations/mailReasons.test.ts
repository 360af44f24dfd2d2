/**
 * What the admin reads on a contact message whose e-mail failed, for a failure at each stage of a delivery, with
 * a real SMTP server answering like Postfix 3.7 (server/test/fakes/postfixReplies.ts) or a port that resets or
 * hangs up; and that Test Connection words the same failure the same way.
 */
import { createServer, type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmtpSecurity, SmtpSettings } from "../../../common/contracts";
import { startBrokenMailServer } from "../fakes/brokenMailServer";
import { startSmtpTestServer, type PostfixRefusal } from "../fakes/smtpTestServer";
import { startTestServer, type TestServer } from "../testServer";

const SMTP_USER = "mailer@example.com";
const SMTP_PASS = "mail-password-1";
const CONTACT = "sales@nebula.example";
const FROM = "web@nebula.example";
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.stop();
});

/** The app with a contact address; one attempt is recorded before the first retry (which never comes in a test). */
async function startApp(env: Record<string, string>): Promise<{ server: TestServer; token: string }> {
  const server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0", ...env }, background: { mailRetryDelaysMs: [600_000] } });
  servers.push(server);
  const token = await server.login();
  await server.api("/api/admin/company-info", { method: "PUT", token, body: { contact_email: CONTACT, name: "Nebula Hosting" } });
  return { server, token };
}

let counter = 0;
/** Saves the SMTP settings, sends a contact message and answers the mail_error stored after its first attempt. */
async function storedMailError(app: { server: TestServer; token: string }, settings: SmtpSettings): Promise<string> {
  const { server, token } = app;
  expect((await server.api("/api/admin/smtp-settings", { method: "PUT", token, body: settings })).status).toBe(200);
  const sent = await server.api("/api/contact", {
    method: "POST",
    body: { name: "Ada", email: "ada@example.org", subject: `Stage ${++counter}`, message: "Which stage refuses this one?" },
  });
  expect(sent.status).toBe(201);
  const deadline = Date.now() + 10_000;
  for (;;) {
    const stored = (await server.api(`/api/admin/contact-submissions/${sent.body.id}`, { token })).body;
    if (stored.mail_attempts >= 1 && stored.mail_error !== null) {
      expect(stored.mail_status).toBe("pending");
      return stored.mail_error;
    }
    if (Date.now() > deadline) throw new Error(`no mail_error stored: ${JSON.stringify(stored)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The SMTP settings for a server on 127.0.0.1 at `port`. */
const settingsFor = (port: number, security: SmtpSecurity): SmtpSettings => ({
  smtp_host: "127.0.0.1",
  smtp_port: port,
  smtp_security: security,
  smtp_username: SMTP_USER,
  smtp_password: SMTP_PASS,
  from_email: FROM,
  from_name: "Nebula Website",
});

describe("the stored mail_error of a contact message, stage by stage", () => {
  let app: { server: TestServer; token: string };
  beforeAll(async () => {
    app = await startApp({ SMTP_TLS_REJECT_UNAUTHORIZED: "false" });
  });

  describe.each<[string, PostfixRefusal | undefined, SmtpSecurity, SmtpSecurity, Partial<SmtpSettings>, RegExp]>([
    [
      "greeting: too many connections",
      "too-many-connections",
      "tls",
      "tls",
      {},
      /^The server closed the session \(421 4\.7\.0 mail\.example\.test Error: too many connections from 127\.0\.0\.1\): it is busy or limits connections from this server\. Try again later$/,
    ],
    [
      "STARTTLS: offered but broken",
      "tls-unavailable",
      "tls",
      "tls",
      {},
      /^The server offers STARTTLS but could not start it \(454 4\.7\.0 TLS not available due to local problem\): its TLS setup needs fixing; until then choose SSL\/TLS \(port 465\)$/,
    ],
    ["STARTTLS: not offered", undefined, "none", "tls", {}, /^The server does not support STARTTLS on this port: choose SSL\/TLS \(port 465\) or None$/],
    [
      "login: wrong password",
      undefined,
      "tls",
      "tls",
      { smtp_password: "wrong-password" },
      /^Wrong username or password: the server rejected the login \(535 /,
    ],
    [
      "login: auth service down",
      "temporarily-unavailable",
      "tls",
      "tls",
      {},
      /^Login not checked: the server could not check the login right now \(454 4\.7\.0 Temporary authentication failure\)\. Try again later$/,
    ],
    [
      "MAIL FROM: port 587 with security None, Postfix wants STARTTLS first",
      "starttls-first",
      "tls",
      "none",
      {},
      /^The server only accepts mail over an encrypted connection: choose TLS \(STARTTLS\) or SSL\/TLS \(530 5\.7\.0 Must issue a STARTTLS command first\)$/,
    ],
    [
      "RCPT TO: relaying without a login",
      "relay-denied",
      "tls",
      "none",
      {},
      /^The server relays mail only for senders who logged in \(554 5\.7\.1 <sales@nebula\.example>: Relay access denied\): enter the username and password; if they are set, choose TLS \(STARTTLS\)/,
    ],
    [
      "RCPT TO: a sender the login may not use",
      "sender-not-owned",
      "tls",
      "tls",
      {},
      /^The server refused the sender address \(553 5\.7\.1 <web@nebula\.example>: Sender address rejected: not owned by user mailer@example\.com\): set a From address this mail account may send as$/,
    ],
    [
      "RCPT TO: unknown recipient",
      "unknown-recipient",
      "tls",
      "tls",
      {},
      /^The server refused the recipient \(550 5\.1\.1 <sales@nebula\.example>: Recipient address rejected: User unknown in virtual mailbox table\): check the contact e-mail address \(Company Info\)$/,
    ],
    [
      "DATA: refused",
      "data-rejected",
      "tls",
      "tls",
      {},
      /^The server refused to take the message \(554 5\.7\.1 <DATA>: Data command rejected: Access denied\): the mail provider can say which of its rules refuses it$/,
    ],
    [
      "end of data: too large",
      "message-too-large",
      "tls",
      "tls",
      {},
      /^The server refused the message as too large \(552 5\.3\.4 Message size exceeds fixed limit\): raise the mail server's message size limit$/,
    ],
    [
      "end of data: spam filter",
      "spam-rejected",
      "tls",
      "tls",
      {},
      /^The server's filter refused the message \(554 5\.7\.1 Spam message rejected\): check the mail server's spam and content filter for this sender$/,
    ],
    [
      "end of data: queue disk full",
      "queue-write-error",
      "ssl",
      "ssl",
      {},
      /^The server could not take the message right now \(451 4\.3\.0 Error: queue file write error\): a passing problem on the mail server\. Try again later$/,
    ],
  ])("%s", (_stage, postfix, serverMode, clientMode, overrides, reason) => {
    it("is stored as a sentence that says what to do, and Test Connection says the same", async () => {
      const smtp = await startSmtpTestServer({ mode: serverMode, user: SMTP_USER, pass: SMTP_PASS, postfix });
      try {
        const settings = { ...smtp.settings({ smtp_security: clientMode, from_email: FROM }), ...overrides };
        const stored = await storedMailError(app, settings);
        expect(stored).toMatch(reason);
        expect(stored).not.toMatch(/refused the sender or recipient/);
        expect(smtp.messages).toHaveLength(0);

        // Test Connection always logs in, so only the stages after the login come out the same there.
        if (!["starttls-first", "relay-denied"].includes(postfix ?? "")) {
          const tested = await app.server.api("/api/admin/smtp-test", { method: "POST", token: app.token, body: { ...settings, test_email: CONTACT } });
          expect(tested.body).toEqual({ success: false, detail: stored });
        }
      } finally {
        await smtp.stop();
      }
    });
  });

  it.each([
    ["reset", /^127\.0\.0\.1:\d+ cut the connection \(read ECONNRESET\): check that the port and the security setting belong together/],
    ["close", /^127\.0\.0\.1:\d+ closed the connection unexpectedly: check that the port and the security setting belong together/],
  ] as const)("connect: a port that answers with a %s says what to check, not the raw socket text", async (behaviour, reason) => {
    const broken = await startBrokenMailServer(behaviour);
    try {
      expect(await storedMailError(app, settingsFor(broken.port, "tls"))).toMatch(reason);
    } finally {
      await broken.stop();
    }
  });

  it("connect: a closed port and a name that does not resolve", async () => {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    expect(await storedMailError(app, settingsFor(port, "tls"))).toBe(`Connection refused by 127.0.0.1:${port}: nothing accepts mail on that port`);
    expect(await storedMailError(app, { ...settingsFor(port, "tls"), smtp_host: "no-such-host.invalid" })).toBe(
      "Mail server not found: no-such-host.invalid does not resolve",
    );
  });
});

describe("certificates are checked by default", () => {
  it.each(["ssl", "tls"] as const)("%s: an untrusted certificate is named, at connect or at STARTTLS", async (mode) => {
    const app = await startApp({});
    const smtp = await startSmtpTestServer({ mode, user: SMTP_USER, pass: SMTP_PASS });
    try {
      expect(await storedMailError(app, smtp.settings({ from_email: FROM }))).toMatch(
        /^The server's TLS certificate is not trusted \(.+\); use a valid certificate for 127\.0\.0\.1$/,
      );
    } finally {
      await smtp.stop();
    }
  });
});
