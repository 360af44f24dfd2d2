import { readdir, rename } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { SETUP_KEYS } from "../../../../common/contracts";
import { startFakeBlesta, type FakeBlesta } from "../../../test/fakes/fakeBlesta";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../test/fakes/fakeUptimeKuma";
import { eventually } from "../../../test/eventually";
import { startTestServer, TEST_ADMIN, type TestServer } from "../../../test/testServer";
import { codeAt } from "../../../test/totpCodes";
import { demoTextsLeftIn } from "../../services/demoTexts";
import { DEMO_COMPANY, demoSiteData } from "../../store/demoData";

/** Every test starts its own site (the checklist reads the whole site), and stops it afterwards. */
const started: Array<{ stop(): Promise<void> }> = [];
afterEach(async () => {
  while (started.length > 0) await started.pop()!.stop();
});
afterAll(async () => {
  while (started.length > 0) await started.pop()!.stop();
});

async function site(env: Record<string, string> = {}) {
  const server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0", ...env } });
  started.push(server);
  const token = await server.login();
  const admin = (path: string, method = "GET", body?: unknown) => server.api(path, { method, body, token });
  const overview = async () => {
    const response = await admin("/api/admin/overview");
    expect(response.status, response.text).toBe(200);
    return response.body;
  };
  const done = async () => Object.fromEntries(((await overview()).setup as { key: string; done: boolean }[]).map((item) => [item.key, item.done]));
  return { server, token, admin, overview, done };
}

const NOTHING_SET_UP = { company_info: false, smtp: false, status_monitor: false, billing: false, two_factor: false, demo_content: false };

/** Moves every backup of a JSON data folder back in time (a backup's folder name holds its time); answers that time. */
async function ageBackups(server: TestServer, hours: number): Promise<Date> {
  const dir = join(server.dataDir, "backups");
  const at = new Date(Date.now() - hours * 3_600_000);
  const seconds = at.toISOString().replace(/[-:]/g, "").slice(0, 15);
  const names = await readdir(dir);
  for (const [n, name] of names.entries()) {
    await rename(join(dir, name), join(dir, `${seconds}${String(n).padStart(3, "0")}Z-${name.slice(name.indexOf("-") + 1)}`));
  }
  return at;
}

describe("GET /api/admin/overview", () => {
  it("answers the administrator exactly its fields; a new demo site has nothing set up but its first backup", async () => {
    const { server, overview } = await site();
    expect((await server.api("/api/admin/overview")).status).toBe(401);
    expect((await server.api("/api/admin/overview", { token: "not-a-token" })).status).toBe(401);
    const body = await overview();
    expect(Object.keys(body)).toEqual(["unread_messages", "messages_last_7_days", "setup", "mail", "last_backup_at", "last_sync", "status", "open_incidents"]);
    expect(body).toMatchObject({ unread_messages: 0, messages_last_7_days: 0, mail: { queued: 0, failed: 0 }, last_sync: null, status: { status: "unknown" } });
    expect(body.setup.map((item: { key: string }) => item.key)).toEqual([...SETUP_KEYS]);
    expect(body.setup.map((item: { key: string }) => item.key)).toEqual([
      "company_info",
      "smtp",
      "status_monitor",
      "billing",
      "prices_match",
      "currency_prices",
      "location_tests",
      "two_factor",
      "demo_content",
      "backups",
    ]);
    for (const item of body.setup) {
      expect(Object.keys(item)).toEqual(["key", "done", "label", "hint", "tab"]);
      expect(item.label.length, item.key).toBeGreaterThan(0);
      expect(item.hint.length, item.key).toBeGreaterThan(0);
    }
    expect(Object.fromEntries(body.setup.map((item: { key: string; tab: string }) => [item.key, item.tab]))).toEqual({
      company_info: "company",
      smtp: "contact",
      status_monitor: "settings",
      billing: "blesta",
      prices_match: "blesta",
      currency_prices: "plans",
      location_tests: "locations",
      two_factor: "account",
      demo_content: "plans",
      backups: "backups",
    });
    expect(Object.fromEntries(body.setup.map((item: { key: string; done: boolean }) => [item.key, item.done]))).toEqual({
      ...NOTHING_SET_UP,
      // No plan is mapped to Blesta, and every demo plan has a price in each enabled currency.
      prices_match: true,
      currency_prices: true,
      // No location has a test address to check.
      location_tests: true,
      backups: true,
    });
    // The first start makes a backup of the new site.
    expect(Date.now() - Date.parse(body.last_backup_at)).toBeLessThan(120_000);
    const demo = demoSiteData();
    const demoHint = body.setup.find((item: { key: string }) => item.key === "demo_content").hint;
    const texts = demoTextsLeftIn(demo).length;
    expect(demoHint).toContain(`${demo.plans.length} plans, ${demo.categories.length} categories, ${demo.promos.length} promo codes and ${texts} demo texts`);
  });

  it("counts unread messages, the last 7 days' messages, and mail still to send or given up", async () => {
    const { server, admin, overview } = await site();
    const store = server.site.deps.store;
    const message = { name: "Visitor", email: "visitor@example.com", subject: "Hello", message: "Hi", mail_attempts: 0, mail_error: null };
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    await store.submissions.add({ ...message, timestamp: daysAgo(1), is_read: false, mail_status: "failed" });
    await store.submissions.add({ ...message, timestamp: daysAgo(2), is_read: true, mail_status: "failed" });
    await store.submissions.add({ ...message, timestamp: daysAgo(6.9), is_read: false, mail_status: "sent" });
    const old = await store.submissions.add({ ...message, timestamp: daysAgo(7.1), is_read: false, mail_status: "pending" });
    expect(await overview()).toMatchObject({ unread_messages: 3, messages_last_7_days: 3, mail: { queued: 1, failed: 2 } });
    await admin(`/api/admin/contact-submissions/${old.id}/read`, "PUT", {});
    expect(await overview()).toMatchObject({ unread_messages: 2, messages_last_7_days: 3 });
  });

  it("marks each item done as it is set up: company details, mail, status monitor, Blesta, two-factor sign-in", async () => {
    const { admin, done } = await site();
    await admin("/api/admin/company-info", "PUT", { name: "Acme Hosting", contact_email: "hello@acme.example" });
    // The phone is still the demo's.
    expect(await done()).toMatchObject({ company_info: false });
    await admin("/api/admin/company-info", "PUT", { phone: "+44 20 7946 0000" });
    expect(await done()).toMatchObject({ ...NOTHING_SET_UP, company_info: true });
    await admin("/api/admin/company-info", "PUT", { phone: DEMO_COMPANY.phone });
    expect(await done()).toMatchObject({ company_info: false });
    // A company may have no phone; the name and e-mail are needed.
    await admin("/api/admin/company-info", "PUT", { phone: "" });
    expect(await done()).toMatchObject({ company_info: true });
    await admin("/api/admin/company-info", "PUT", { contact_email: "" });
    expect(await done()).toMatchObject({ company_info: false });
    await admin("/api/admin/company-info", "PUT", { contact_email: "hello@acme.example" });

    await admin("/api/admin/smtp-settings", "PUT", { smtp_host: "smtp.acme.example" });
    expect(await done()).toMatchObject({ smtp: false });
    await admin("/api/admin/smtp-settings", "PUT", { smtp_username: "mailer" });
    expect(await done()).toMatchObject({ company_info: true, smtp: true, status_monitor: false });

    await admin("/api/admin/site-settings", "PUT", { uptime_kuma_url: "http://127.0.0.1:9/status/main" });
    expect(await done()).toMatchObject({ status_monitor: true, billing: false });

    await admin("/api/admin/blesta/settings", "PUT", { api_url: "https://billing.acme.example/api", username: "api" });
    expect(await done()).toMatchObject({ billing: false });
    await admin("/api/admin/blesta/settings", "PUT", { api_key: "secret-key" });
    expect(await done()).toMatchObject({ billing: true, two_factor: false });

    const setup = (await admin("/api/admin/2fa/setup", "POST")).body;
    expect(await done()).toMatchObject({ two_factor: false });
    expect((await admin("/api/admin/2fa/enable", "POST", { otp: codeAt(setup.secret, Date.now()), password: TEST_ADMIN.password })).status).toBe(200);
    expect(await done()).toEqual({
      company_info: true,
      smtp: true,
      status_monitor: true,
      billing: true,
      prices_match: true,
      currency_prices: true,
      location_tests: true,
      two_factor: true,
      demo_content: false,
      backups: true,
    });
  });

  it("status monitor: done with a monitor address, or when the status badge is switched off (nothing to set up then)", async () => {
    const { admin, done } = await site();
    expect(await done()).toMatchObject({ status_monitor: false });
    expect((await admin("/api/admin/site-settings", "PUT", { show_status_badge: false })).status).toBe(200);
    expect(await done()).toMatchObject({ status_monitor: true });
    const item = ((await admin("/api/admin/overview")).body.setup as { key: string; hint: string }[]).find((entry) => entry.key === "status_monitor");
    expect(item?.hint).toMatch(/switched off/);
    expect((await admin("/api/admin/site-settings", "PUT", { show_status_badge: true })).status).toBe(200);
    expect(await done()).toMatchObject({ status_monitor: false });
    const open = ((await admin("/api/admin/overview")).body.setup as { key: string; hint: string }[]).find((entry) => entry.key === "status_monitor");
    expect(open?.hint).toMatch(/switch the status badge off/);
  });

  it("backups: done while one is younger than 48 hours; a new one sets last_backup_at", async () => {
    const { server, admin, overview } = await site();
    const at = await ageBackups(server, 49);
    const aged = await overview();
    expect(aged.last_backup_at.slice(0, 19)).toBe(at.toISOString().slice(0, 19));
    const item = aged.setup.find((entry: { key: string }) => entry.key === "backups");
    expect(item).toMatchObject({ done: false, tab: "backups" });
    expect(item.hint).toContain("older than 48 hours");
    const before = Date.now();
    expect((await admin("/api/admin/backups", "POST")).status).toBe(200);
    const fresh = await overview();
    expect(Date.parse(fresh.last_backup_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(fresh.setup.find((entry: { key: string }) => entry.key === "backups").done).toBe(true);
  });

  describe("with Blesta and Uptime Kuma answering", () => {
    let blesta: FakeBlesta | undefined;
    let kuma: FakeUptimeKuma | undefined;
    afterAll(async () => {
      await blesta?.close();
      await kuma?.close();
    });

    it("last_sync: null until prices are synced, then when and how the last sync went", async () => {
      blesta = await startFakeBlesta({
        user: "api-user",
        key: "api-key",
        packages: [{ id: 21, name: "Web", pricing: [{ term: 1, period: "month", price: 5, currency: "USD" }] }],
      });
      const { admin, overview } = await site();
      await admin("/api/admin/blesta/settings", "PUT", { api_url: blesta.url, username: "api-user", api_key: "api-key", timeout: 10 });
      const plan = (await admin("/api/admin/hosting-plans", "POST", { name: "Synced plan", type: "shared", price: 1 })).body;
      await admin("/api/admin/blesta/mapping", "PUT", { plan_id: plan.id, blesta_package_id: 21 });
      expect((await overview()).last_sync).toBeNull();
      const synced = await admin("/api/admin/blesta/sync", "POST", { force_update: true });
      expect(synced.body).toMatchObject({ success: true, plans_updated: 1 });
      const { last_sync } = await overview();
      expect(Object.keys(last_sync)).toEqual(["at", "success", "message", "plans_updated", "plans_failed"]);
      expect(last_sync).toMatchObject({ success: true, message: synced.body.message, plans_updated: 1, plans_failed: 0 });
      expect(Date.now() - Date.parse(last_sync.at)).toBeLessThan(60_000);
    });

    it("status: the monitor's verdict, as the public badge shows it", async () => {
      kuma = await startFakeUptimeKuma({ monitors: [1, 1] });
      const { server, admin, overview } = await site();
      await admin("/api/admin/site-settings", "PUT", { uptime_kuma_url: kuma.statusPageUrl });
      const status = await eventually(async () => {
        const current = (await overview()).status;
        expect(current.status).toBe("operational");
        return current;
      }, 10_000);
      expect(status).toEqual((await server.api("/api/system-status")).body);
    });
  });
});
