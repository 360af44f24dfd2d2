import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpTestServer, type SmtpTestServer } from "../../../test/fakes/smtpTestServer";
import { buildContactEmail } from "./contactEmail";
import { smtpTransportOptions } from "./transport";

let server: SmtpTestServer;
beforeAll(async () => {
  server = await startSmtpTestServer({ mode: "tls", user: "mailer", pass: "s3cret" });
});
afterAll(() => server.stop());

const company = { name: "Example Hosting", contact_email: "support@example-hosting.test" };
const submission = {
  id: 7,
  timestamp: "2025-01-02T03:04:05.000Z",
  name: "Jane Visitor",
  email: "jane@visitor.test",
  subject: "Question about VPS",
  message: "Hello <b>there</b> & goodbye",
};

async function deliver(message: ReturnType<typeof buildContactEmail>) {
  const transport = nodemailer.createTransport(smtpTransportOptions(server.settings(), { rejectUnauthorized: false, timeoutMs: 2_000 }));
  await transport.sendMail(message);
  transport.close();
  return server.messages.at(-1)!;
}

describe("buildContactEmail", () => {
  it("arrives at the company address from the configured sender, Reply-To the visitor", async () => {
    const received = await deliver(buildContactEmail(submission, company, server.settings()));
    expect(received.envelope).toEqual({ from: "noreply@hosting.test", to: ["support@example-hosting.test"] });
    expect(received.header("from")).toBe("Hosting Test <noreply@hosting.test>");
    expect(received.header("to")).toBe("Example Hosting <support@example-hosting.test>");
    expect(received.header("reply-to")).toBe("Jane Visitor <jane@visitor.test>");
    expect(received.header("subject")).toBe("New contact message: Question about VPS");
  });

  it("escapes the visitor's text in the HTML part and keeps it as is in the plain part", () => {
    const message = buildContactEmail(submission, company, server.settings());
    expect(message.text).toContain("Hello <b>there</b> & goodbye");
    expect(message.html).toContain("Hello &lt;b&gt;there&lt;/b&gt; &amp; goodbye");
    expect(message.html).not.toContain("<b>there");
  });

  it("line breaks in any header field cannot add headers", async () => {
    const evil = {
      ...submission,
      name: "Eve\r\nBcc: victim@elsewhere.test",
      email: "eve@evil.test\r\nX-Injected: 1",
      subject: "Hi\r\nBcc: victim@elsewhere.test\r\n\r\nbody",
    };
    const received = await deliver(buildContactEmail(evil, company, server.settings({ from_name: "Shop\nX-Injected: 2" })));
    expect(received.headers.bcc).toBeUndefined();
    expect(received.headers["x-injected"]).toBeUndefined();
    expect(received.envelope.to).toEqual(["support@example-hosting.test"]);
    expect(received.header("subject")).toBe("New contact message: Hi Bcc: victim@elsewhere.test body");
  });

  it("NEL (U+0085), U+2028 and the other C1 controls cannot reach the visitor's Reply-To either", async () => {
    const sneaky = {
      ...submission,
      name: "Eve\u0085Bcc: victim@elsewhere.test",
      email: "eve@evil.test\u0085X-Injected: 1",
      subject: "Hi\u2028Bcc: victim@elsewhere.test\u009b",
    };
    const message = buildContactEmail(sneaky, company, server.settings());
    expect(JSON.stringify(message.replyTo)).not.toMatch(/[\u0080-\u009f\u2028\u2029]/);
    expect(message.subject).not.toMatch(/[\u0080-\u009f\u2028\u2029]/);
    const received = await deliver(message);
    expect(received.raw).not.toMatch(/[\u0080-\u009f\u2028\u2029]/);
    expect(received.headers.bcc).toBeUndefined();
    expect(received.headers["x-injected"]).toBeUndefined();
    expect(received.header("reply-to")).not.toContain("\u0085");
  });

  it("falls back to the company name as sender name and the sender address as recipient", () => {
    const message = buildContactEmail(submission, { name: "Example Hosting", contact_email: "" }, server.settings({ from_name: "" }));
    expect(message.from).toEqual({ name: "Example Hosting", address: "noreply@hosting.test" });
    expect(message.to).toEqual({ name: "Example Hosting", address: "noreply@hosting.test" });
  });
});
