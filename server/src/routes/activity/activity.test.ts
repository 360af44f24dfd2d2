import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyRetention } from "../../jobs/retention";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0" } });
  await server.api("/api/login", { method: "POST", body: { username: "admin", password: "wrong-password" }, headers: { "user-agent": "Brute/1.0" } });
  token = await server.login();
});
afterAll(() => server.stop());

const activity = async (query = "") => (await server.api(`/api/admin/activity${query}`, { token })).body;

describe("activity log", () => {
  it("records failed and successful logins with address and user agent", async () => {
    const { entries } = await activity();
    const failed = entries.find((entry: any) => entry.action === "login_failed");
    expect(failed).toMatchObject({ actor: "admin", success: false, user_agent: "Brute/1.0" });
    expect(failed.ip).toMatch(/127\.0\.0\.1/);
    expect(entries.some((entry: any) => entry.action === "login" && entry.success)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(TEST_ADMIN.password);
    expect(JSON.stringify(entries)).not.toContain("wrong-password");
  });

  it("records admin changes with what, which record and when, newest first, with paging and a filter", async () => {
    const plans = (await server.api("/api/admin/hosting-plans", { token })).body;
    await server.api(`/api/hosting-plans/${plans[0].id}`, { method: "PUT", token, body: { price: 3 } });
    await server.api("/api/admin/company-info", { method: "PUT", token, body: { phone: "+1 555 0199" } });
    await server.api("/api/admin/company-info", { method: "PUT", token, body: { tagline: "x".repeat(500) } }); // 400: not recorded
    const { entries, pagination } = await activity("?limit=2");
    expect(entries.map((entry: any) => entry.action)).toEqual(["company-info.update", "hosting-plans.update"]);
    expect(entries[1]).toMatchObject({ target: `#${plans[0].id}`, actor: "admin", detail: `PUT /api/hosting-plans/${plans[0].id}` });
    expect(pagination).toMatchObject({ page: 1, limit: 2, has_next: true });
    const filtered = await activity("?search=hosting-plans");
    expect(filtered.entries.every((entry: any) => entry.action.includes("hosting-plans"))).toBe(true);
    expect((await server.api("/api/admin/activity?limit=500", { token })).status).toBe(400);
  });

  it("prunes old activity and, when enabled, old contact messages", async () => {
    const store = server.site.deps.store;
    const old = new Date(Date.now() - 400 * 86_400_000).toISOString();
    await store.activity.add({ timestamp: old, action: "ancient", actor: "admin", ip: "1.2.3.4", user_agent: "", target: "", detail: "", success: true });
    await store.submissions.add({
      timestamp: old,
      name: "Old",
      email: "old@example.com",
      subject: "Old",
      message: "From long ago",
      is_read: true,
      mail_status: "sent",
      mail_attempts: 1,
      mail_error: null,
    });
    await server.api("/api/contact", { method: "POST", body: { name: "New", email: "new@example.com", subject: "New", message: "Recent message" } });

    expect(await applyRetention(store)).toEqual({ submissions: 0, activity: 1 });
    expect(store.submissions.all().some((s) => s.name === "Old")).toBe(true);

    await server.api("/api/admin/site-settings", { method: "PUT", token, body: { submission_retention_days: 30 } });
    expect((await applyRetention(store)).submissions).toBe(1);
    expect(store.submissions.all().map((s) => s.name)).toEqual(["New"]);
  });
});
