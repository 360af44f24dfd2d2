import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectBadRequest, startAdminSession, type AdminSession } from "../../../test/apiHelpers";
import { startTestServer, type TestServer } from "../../../test/testServer";

let s: AdminSession;
beforeAll(async () => {
  s = await startAdminSession({ CONTACT_RATE_LIMIT: "0" });
});
afterAll(() => s.server.stop());

let counter = 0;
/** A valid message, different every call (so duplicate detection does not kick in). */
const message = (overrides: Record<string, unknown> = {}) => ({
  name: "Ada Lovelace",
  email: "ada@example.com",
  subject: `Question ${++counter}`,
  message: `Hello, this is message number ${counter}.`,
  ...overrides,
});
const stored = () => s.server.site.deps.store.submissions.count();
const contact = (body: unknown, headers?: Record<string, string>) => s.pub("/api/contact", "POST", body, headers);

describe("POST /api/contact", () => {
  it("answers 201 and stores the submission, visible to the admin", async () => {
    const sent = message({ subject: "Pricing for 10 sites" });
    const response = await contact(sent);
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: expect.any(String), id: expect.any(Number) });
    expect(response.body.message.length).toBeGreaterThan(0);
    expect(response.headers.get("cache-control")).toBe("no-store");

    const list = await s.admin("/api/admin/contact-submissions?search=Pricing%20for%2010");
    expect(list.status).toBe(200);
    expect(list.body.submissions).toHaveLength(1);
    expect(list.body.submissions[0]).toMatchObject({
      id: response.body.id,
      name: sent.name,
      email: sent.email,
      subject: sent.subject,
      message: sent.message,
      is_read: false,
    });
    expect(list.body.submissions[0].timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it.each([
    ["email", "ada\u0085Bcc: x@example.com@example.com"],
    ["email", "ada@example.com\u0085"],
    ["email", "ada\u2028@example.com"],
    ["email", "ada\u200b@example.com"],
    ["name", "Ada\u0085Bcc: x@example.com"],
    ["subject", "Hi\u2029there"],
    ["subject", "Hi\u009bthere"],
  ])("answers 400 naming %s for NEL, U+2028/2029, C1 controls and invisible characters (%j), and stores nothing", async (field, value) => {
    const before = stored();
    expectBadRequest(await contact(message({ [field]: value })), field);
    expect(stored()).toBe(before);
  });

  it.each(["name", "email", "subject", "message"])("answers 400 naming %s when it is missing or blank", async (field) => {
    const before = stored();
    const rest: Record<string, unknown> = message();
    delete rest[field];
    expectBadRequest(await contact(rest), field);
    expectBadRequest(await contact({ ...message(), [field]: "   " }), field);
    expect(stored()).toBe(before);
  });

  it("answers 400 for a malformed e-mail address", async () => {
    const before = stored();
    for (const email of ["not-an-email", "a@b", "a b@example.com", "@example.com"]) {
      expectBadRequest(await contact(message({ email })), "email");
    }
    expect(stored()).toBe(before);
  });

  it.each([
    ["name", "Eve\r\nBcc: victim@example.com"],
    ["name", "Eve\nMallory"],
    ["subject", "Hi\rthere"],
    ["subject", "Hi\nBcc: x@example.com"],
  ])("answers 400 for a line break in %s", async (field, value) => {
    const before = stored();
    expectBadRequest(await contact(message({ [field]: value })), field, /line break/);
    expect(stored()).toBe(before);
  });

  it("accepts line breaks in the message itself", async () => {
    expect((await contact(message({ message: "line one\nline two\r\nline three" }))).status).toBe(201);
  });

  it("answers 400 for a message over 10,000 characters, accepts exactly 10,000", async () => {
    const before = stored();
    expectBadRequest(await contact(message({ message: "x".repeat(10_001) })), "message", /10000/);
    expect(stored()).toBe(before);
    expect((await contact(message({ message: "y".repeat(10_000) }))).status).toBe(201);
    expect(stored()).toBe(before + 1);
  });

  it("answers 400 for over-long name and subject", async () => {
    expectBadRequest(await contact(message({ name: "n".repeat(201) })), "name");
    expectBadRequest(await contact(message({ subject: "s".repeat(301) })), "subject");
  });

  it("answers the same 201 shape to a filled honeypot but stores nothing", async () => {
    const before = stored();
    const response = await contact(message({ website: "http://spam.example" }));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({ success: true, message: expect.any(String), id: expect.any(Number) });
    expect(stored()).toBe(before);
  });

  it("answers a filled honeypot with an id that says nothing about how many messages are stored", async () => {
    const bot = message({ website: "http://spam.example" });
    const first = await contact(bot);
    const again = await contact({ ...bot });
    const other = await contact(message({ website: "http://spam.example" }));
    for (const answer of [first, again, other]) {
      expect(Number.isSafeInteger(answer.body.id)).toBe(true);
      expect(answer.body.id).toBeGreaterThan(0);
    }
    // Not the next id: a real message sent now gets that one.
    const real = await contact(message());
    expect([first.body.id, again.body.id, other.body.id]).not.toContain(real.body.id);
    // Like a real duplicate, the same message is answered with the same id; another message with another.
    expect(again.body.id).toBe(first.body.id);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it("stores an identical resubmission only once", async () => {
    const before = stored();
    const sent = message();
    const first = await contact(sent);
    const second = await contact({ ...sent });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(stored()).toBe(before + 1);
    // A changed message is a new submission.
    expect((await contact({ ...sent, message: `${sent.message} (edited)` })).status).toBe(201);
    expect(stored()).toBe(before + 2);
  });
});

describe("contact rate limit", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { CONTACT_RATE_LIMIT: "2", TRUST_PROXY: "true" } });
  });
  afterAll(() => limited.stop());

  const from = (ip: string, body: unknown) => limited.api("/api/contact", { method: "POST", body, headers: { "x-forwarded-for": ip } });

  it("answers 429 with Retry-After to one client while another still gets 201", async () => {
    const count = () => limited.site.deps.store.submissions.count();
    expect((await from("203.0.113.1", message())).status).toBe(201);
    expect((await from("203.0.113.1", message())).status).toBe(201);
    const before = count();

    const blocked = await from("203.0.113.1", message());
    expect(blocked.status).toBe(429);
    expect(typeof blocked.body.detail).toBe("string");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(count()).toBe(before);

    const other = await from("198.51.100.7", message());
    expect(other.status).toBe(201);
    expect(count()).toBe(before + 1);
  });
});
