import pg from "pg";
import { expect, it } from "vitest";
import { describeWithPostgres, usePostgresSites } from "../../../test/postgres";
import { demoTextsLeftIn } from "../../services/demoTexts";
import { demoSiteData } from "../../store/demoData";

/** The overview, demo removal and the empty start on the PostgreSQL store. */
const postgres = usePostgresSites();

async function siteOn(databaseUrl: string, env: Record<string, string> = {}) {
  const { server, admin } = await postgres.start(databaseUrl, env);
  const done = async () =>
    Object.fromEntries((((await admin("/api/admin/overview")).body.setup ?? []) as { key: string; done: boolean }[]).map((item) => [item.key, item.done]));
  return { server, admin, done };
}

describeWithPostgres("overview and demo content on PostgreSQL", () => {
  it("a new demo site: the checklist, SMTP set, the demo removed, backups aged and made again", async () => {
    const databaseUrl = await postgres.freshDatabase();
    const { admin, done } = await siteOn(databaseUrl);
    const first = (await admin("/api/admin/overview")).body;
    expect(Object.keys(first)).toEqual(["unread_messages", "messages_last_7_days", "setup", "mail", "last_backup_at", "last_sync", "status", "open_incidents"]);
    expect(await done()).toEqual({
      company_info: false,
      smtp: false,
      status_monitor: false,
      billing: false,
      prices_match: true,
      currency_prices: true,
      location_tests: true,
      two_factor: false,
      demo_content: false,
      backups: true,
    });

    await admin("/api/admin/smtp-settings", "PUT", { smtp_host: "smtp.example.com", smtp_username: "mailer" });
    expect(await done()).toMatchObject({ smtp: true, demo_content: false });

    const demo = demoSiteData();
    const removed = await admin("/api/admin/demo-content/remove", "POST");
    expect(removed.body).toEqual({
      success: true,
      removed: { plans: demo.plans.length, categories: demo.categories.length, promo_codes: demo.promos.length, texts: demoTextsLeftIn(demo).length },
    });
    expect(await done()).toMatchObject({ smtp: true, demo_content: true });

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query("UPDATE backups SET created_at = now() - interval '49 hours'");
    } finally {
      await client.end();
    }
    expect(await done()).toMatchObject({ backups: false });
    const before = Date.now();
    expect((await admin("/api/admin/backups", "POST")).status).toBe(200);
    const after = (await admin("/api/admin/overview")).body;
    expect(Date.parse(after.last_backup_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(await done()).toMatchObject({ backups: true });
  });

  it("an edited demo plan is kept", async () => {
    const { admin } = await siteOn(await postgres.freshDatabase());
    const plan = ((await admin("/api/admin/hosting-plans")).body as { id: number; name: string }[]).find((entry) => entry.name === "VPS M")!;
    await admin(`/api/admin/hosting-plans/${plan.id}`, "PUT", { features: ["Our own feature"] });
    const demo = demoSiteData();
    expect((await admin("/api/admin/demo-content/remove", "POST")).body.removed).toMatchObject({ plans: demo.plans.length - 1 });
    expect(((await admin("/api/admin/hosting-plans")).body as { name: string }[]).map((entry) => entry.name)).toEqual(["VPS M"]);
  });

  it("DEMO_CONTENT=false: a new database starts with no plans, categories or promo codes", async () => {
    const { server, done } = await siteOn(await postgres.freshDatabase(), { DEMO_CONTENT: "false" });
    for (const path of ["/api/hosting-plans", "/api/hosting-categories", "/api/promo-codes"]) expect((await server.api(path)).body, path).toEqual([]);
    expect((await server.api("/api/site-info")).body.company.name).toBe("Your Company");
    expect(await done()).toMatchObject({ demo_content: true, company_info: false });
  });
});
