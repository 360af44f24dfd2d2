import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../test/testServer";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "0" } });
  token = await server.login();
  await server.api("/api/admin/smtp-settings", {
    method: "PUT",
    token,
    body: { smtp_host: "mail.example.com", smtp_username: "u", smtp_password: "smtp-secret-value" },
  });
  for (let n = 0; n < 3; n++) {
    await server.api("/api/contact", {
      method: "POST",
      body: { name: `Visitor ${n}`, email: `v${n}@example.com`, subject: "Hello", message: `Backup me ${n}` },
    });
  }
});
afterAll(() => server.stop());

const download = async () => (await server.api("/api/admin/backups/download", { token })).body;
const restore = (body: unknown) => server.api("/api/admin/backups/restore", { method: "POST", token, body });
/** The stored messages without their e-mail state: the mailer keeps retrying in the background and updates it. */
const submissionsWithoutMailState = () =>
  server.site.deps.store.submissions.all().map(({ mail_status: _status, mail_attempts: _attempts, mail_error: _error, ...rest }) => rest);
const dataWithoutTimes = () => {
  const { meta: _meta, admin: _admin, ...rest } = structuredClone(server.site.deps.store.snapshot()) as any;
  return rest;
};

describe("backups", () => {
  it("downloads the whole site as one JSON file without secrets", async () => {
    const response = await server.api("/api/admin/backups/download", { token });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/attachment; filename="site-backup-\d{4}-\d{2}-\d{2}\.json"/);
    expect(response.body.format).toBe("hostsite-backup");
    expect(response.body.site.plans.length).toBeGreaterThan(0);
    expect(response.body.submissions.map((s: any) => s.message)).toEqual(["Backup me 0", "Backup me 1", "Backup me 2"]);
    expect(response.text).not.toContain("smtp-secret-value");
    expect(response.text).not.toContain("password_hash");
  });

  it("round-trips: download, change things, restore gives identical data and keeps a pre-restore backup", async () => {
    const file = await download();
    const before = dataWithoutTimes();
    const beforeSubmissions = submissionsWithoutMailState();

    await server.api("/api/admin/company-info", { method: "PUT", token, body: { name: "Changed after backup" } });
    const plans = (await server.api("/api/admin/hosting-plans", { token })).body;
    await server.api(`/api/admin/hosting-plans/${plans[0].id}`, { method: "DELETE", token });
    await server.api("/api/contact", {
      method: "POST",
      body: { name: "Late", email: "late@example.com", subject: "After", message: "Written after the backup" },
    });
    const backupsBefore = (await server.api("/api/admin/backups", { token })).body.backups.length;

    const restored = await restore(file);
    expect(restored.status).toBe(200);
    expect(restored.body.success).toBe(true);
    expect(dataWithoutTimes()).toEqual(before);
    expect(submissionsWithoutMailState()).toEqual(beforeSubmissions);
    // the secret stayed, although the file did not carry it
    expect(server.site.deps.store.snapshot().smtp.smtp_password).toBe("smtp-secret-value");
    const backups = (await server.api("/api/admin/backups", { token })).body.backups;
    expect(backups.length).toBe(backupsBefore + 1);
    expect(backups[0].reason).toBe("pre-restore");
    expect(restored.body.backup).toBe(backups[0].name);
    // public answers follow at once
    expect((await server.api("/api/hosting-plans")).body.length).toBe(before.plans.length);
  });

  it("refuses a foreign, damaged or newer file and changes nothing", async () => {
    const good = await download();
    const before = JSON.stringify(server.site.deps.store.snapshot());
    const count = server.site.deps.store.submissions.count();
    const bad = [
      { hello: "world" },
      [1, 2, 3],
      { ...good, format: "wordpress-export" },
      { ...good, schema_version: 999 },
      { ...good, site: { ...good.site, plans: [{ id: 1, name: "", price: -5 }] } },
      { ...good, site: { ...good.site, plans: "nope" } },
      { ...good, submissions: [{ id: 1 }] },
      { ...good, submissions: [...good.submissions, good.submissions[0]] },
    ];
    for (const body of bad) {
      const response = await restore(body);
      expect(response.status).toBe(400);
      expect(response.body.detail).toMatch(/backup file/i);
    }
    const notJson = await server.api("/api/admin/backups/restore", { method: "POST", token, body: "{broken", headers: { "content-type": "application/json" } });
    expect(notJson.status).toBe(400);
    expect(JSON.stringify(server.site.deps.store.snapshot())).toBe(before);
    expect(server.site.deps.store.submissions.count()).toBe(count);
  });

  it("stores the values validation produced, not the raw file: a string flag, a one-line list and a price in quotes", async () => {
    const file = await download();
    const promo = file.site.promos[0];
    const plan = file.site.plans[0];
    file.site.promos[0] = { ...promo, is_active: "false" };
    file.site.plans[0] = { ...plan, features: "Line A\nLine B", price: "9.99" };
    const restored = await restore(file);
    expect(restored.status, restored.text).toBe(200);

    const stored = server.site.deps.store.snapshot();
    const storedPromo = stored.promos.find((entry) => entry.id === promo.id)!;
    const storedPlan = stored.plans.find((entry) => entry.id === plan.id)!;
    expect(storedPromo.is_active).toBe(false);
    expect(storedPlan.features).toEqual(["Line A", "Line B"]);
    expect(storedPlan.price).toBe(9.99);
    // The field order of the file is kept.
    expect(Object.keys(storedPlan)).toEqual(Object.keys(plan));
    // Visitors see exactly that: the inactive promo is gone, the plan has two bullets and a number price.
    expect((await server.api("/api/promo-codes")).body.map((entry: { code: string }) => entry.code)).not.toContain(promo.code);
    const publicPlan = (await server.api("/api/hosting-plans")).body.find((entry: { id: number }) => entry.id === plan.id);
    expect(publicPlan).toMatchObject({ features: ["Line A", "Line B"], price: 9.99 });
  });

  it("refuses a file whose records break the API's rules, naming the field, and changes nothing", async () => {
    const good = await download();
    const before = JSON.stringify(server.site.deps.store.snapshot());
    const cases: Array<[unknown, string]> = [
      [{ ...good, site: { ...good.site, promos: [{ ...good.site.promos[0], is_active: "maybe" }] } }, "site.promos.0.is_active"],
      [{ ...good, site: { ...good.site, plans: [{ ...good.site.plans[0], type: "spaceship" }] } }, "site.plans.0.type must be one of"],
      [{ ...good, site: { ...good.site, plans: [{ ...good.site.plans[0], price: undefined }] } }, "site.plans.0.price"],
      [
        { ...good, site: { ...good.site, site_settings: { ...good.site.site_settings, client_area_url: "javascript:alert(1)" } } },
        "site.site_settings.client_area_url must be an http",
      ],
      [{ ...good, submissions: [{ ...good.submissions[0], mail_status: "lost" }] }, "submissions.0.mail_status"],
    ];
    for (const [body, field] of cases) {
      const response = await restore(body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.detail).toContain(`The backup file is damaged: ${field}`);
    }
    expect(JSON.stringify(server.site.deps.store.snapshot())).toBe(before);
  });

  it("creates a backup on demand and needs a token", async () => {
    const created = await server.api("/api/admin/backups", { method: "POST", token });
    expect(created.body.name).toMatch(/manual/);
    expect((await server.api("/api/admin/backups")).status).toBe(401);
    expect((await server.api("/api/admin/backups/download")).status).toBe(401);
    expect((await server.api("/api/admin/backups/restore", { method: "POST", body: {} })).status).toBe(401);
  });
});
