import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SmtpSettings } from "../../../../common/contracts";
import { startSmtpTestServer, type SmtpTestServer } from "../../../test/fakes/smtpTestServer";
import { MailQueue, type MailResult } from "./mailQueue";

const company = { name: "Example Hosting", contact_email: "support@example-hosting.test" };
const submission = (id: number) => ({
  id,
  timestamp: "2025-01-02T03:04:05.000Z",
  name: "Jane",
  email: "jane@visitor.test",
  subject: `Message ${id}`,
  message: "Hello",
});

let server: SmtpTestServer;
let smtp: SmtpSettings;
let results: Array<{ id: number } & MailResult>;
let queue: MailQueue;

function makeQueue(retryDelaysMs: number[]) {
  return new MailQueue(
    {
      loadSubmission: async (id) => submission(id),
      loadSmtpSettings: () => smtp,
      loadCompany: () => company,
      recordResult: (id, result) => void results.push({ id, ...result }),
    },
    { retryDelaysMs, smtp: { rejectUnauthorized: false, timeoutMs: 1_000 } },
  );
}

const last = (id: number) => results.filter((r) => r.id === id).at(-1);

beforeEach(async () => {
  server = await startSmtpTestServer({ mode: "ssl", user: "mailer", pass: "s3cret" });
  smtp = server.settings();
  results = [];
});
afterEach(async () => {
  queue.stop();
  await server.stop();
});

describe("MailQueue", () => {
  it("sends the notification and records 'sent'", async () => {
    queue = makeQueue([10]);
    queue.enqueue(1);
    await vi.waitFor(() => expect(last(1)).toEqual({ id: 1, mail_status: "sent", mail_attempts: 1, mail_error: null }));
    expect(server.messages.map((m) => m.header("subject"))).toEqual(["New contact message: Message 1"]);
  });

  it("stays pending while the server is down, then sends once it is back", async () => {
    await server.stop();
    queue = makeQueue([50, 50, 50, 50, 50, 50, 50, 50]);
    queue.enqueue(2);
    await vi.waitFor(() => expect(results.filter((r) => r.id === 2).length).toBeGreaterThanOrEqual(2));
    expect(results.every((r) => r.mail_status === "pending" && /Connection refused/.test(r.mail_error ?? ""))).toBe(true);
    await server.start();
    await vi.waitFor(() => expect(last(2)?.mail_status).toBe("sent"));
    expect(last(2)?.mail_attempts).toBeGreaterThanOrEqual(3);
    expect(last(2)?.mail_error).toBeNull();
    expect(server.messages).toHaveLength(1);
  });

  it("records 'failed' with the reason after the last attempt", async () => {
    smtp = server.settings({ smtp_password: "wrong" });
    queue = makeQueue([5, 5]);
    queue.enqueue(3);
    await vi.waitFor(() => expect(last(3)?.mail_status).toBe("failed"));
    expect(results.map((r) => [r.mail_status, r.mail_attempts])).toEqual([
      ["pending", 1],
      ["pending", 2],
      ["failed", 3],
    ]);
    expect(last(3)?.mail_error).toMatch(/^Wrong username or password/);
  });

  it("records 'not_configured' without trying when no SMTP host is set", async () => {
    smtp = server.settings({ smtp_host: "" });
    queue = makeQueue([5]);
    queue.enqueue(4);
    await vi.waitFor(() => expect(last(4)).toEqual({ id: 4, mail_status: "not_configured", mail_attempts: 0, mail_error: "SMTP is not configured" }));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(results).toHaveLength(1);
  });

  it("resumes pending submissions, continuing their attempt count", async () => {
    queue = new MailQueue(
      {
        loadSubmission: (id) => ({ ...submission(id), mail_attempts: 2 }),
        loadSmtpSettings: () => smtp,
        loadCompany: () => company,
        recordResult: (id, result) => void results.push({ id, ...result }),
      },
      { retryDelaysMs: [5, 5, 5], smtp: { rejectUnauthorized: false } },
    );
    queue.resumePending([5, 6]);
    await vi.waitFor(() => expect(results.filter((r) => r.mail_status === "sent")).toHaveLength(2));
    expect(results.map((r) => r.mail_attempts)).toEqual([3, 3]);
  });

  it("never throws into the caller when a port fails, and skips deleted submissions", async () => {
    const logged: string[] = [];
    queue = new MailQueue({
      loadSubmission: (id) => (id === 8 ? null : Promise.reject(new Error("store down"))),
      loadSmtpSettings: () => smtp,
      loadCompany: () => company,
      recordResult: () => {},
      logError: (message) => logged.push(message),
    });
    expect(() => queue.enqueue(7)).not.toThrow();
    queue.enqueue(8);
    await vi.waitFor(() => expect(logged).toEqual(["Mail for contact submission 7 could not be processed"]));
  });

  it("stop() cancels waiting retries", async () => {
    await server.stop();
    queue = makeQueue([300]);
    queue.enqueue(9);
    await vi.waitFor(() => expect(results).toHaveLength(1));
    queue.stop();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(results).toHaveLength(1);
    expect(results[0].mail_status).toBe("pending");
  });
});
