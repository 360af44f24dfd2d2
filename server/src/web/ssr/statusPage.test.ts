import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/eventually";
import { aBadDay, dateDaysAgo, removeIncidentsAndWindows, seedStatusMonitors, STATUS_SITE_MONITORS } from "../../../test/fixtures/statusSite";
import { TEST_SITE } from "../../../test/fixtures/testSite";
import { renderedPage as renderedPageOf, startSsrTestSite, type SsrTestSite } from "../../../test/ssrTestSite";

/** The status page (/status, /{lang}/status) and the notice every page shows, as the real renderer makes them. */
const PUBLIC_URL = "https://orbit.example";
const HOUR_MS = 3_600_000;

let site: SsrTestSite;
beforeAll(async () => {
  site = await startSsrTestSite({ PUBLIC_URL });
  await admin("/api/admin/site-settings", "PUT", { languages: ["en", "de"] });
  await seedStatusMonitors(site.server.site.deps.store, STATUS_SITE_MONITORS);
});
// Each test makes the incidents and windows it shows; none outlives it.
afterEach(() => removeIncidentsAndWindows(site));
afterAll(() => site?.stop());

async function admin(path: string, method: string, body?: unknown) {
  const answer = await site.api(path, { method, token: site.token, body });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

const renderedPage = (path: string) => renderedPageOf(site.api, path);

/** The markup of one monitor's row. */
function monitorRow(html: string, id: number): string {
  const start = html.indexOf(`data-monitor-id="${id}"`);
  expect(start, `monitor ${id}`).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf("</li>", html.indexOf('class="status-monitor-foot"', start)));
}

/** Each day of a row: its colour and its text. */
const daysOf = (row: string) =>
  [...row.matchAll(/class="status-day status-day--(\w+)" role="img"( tabindex="0")? aria-label="([^"]*)"/g)].map((m) => ({
    level: m[1],
    tabStop: m[2] !== undefined,
    label: m[3],
  }));

/** The notice above the page, as text; null without one. */
function noticeOf(html: string): string | null {
  const kind = /<aside id="site-notice" class="site-notice site-notice--(\w+)"/.exec(html)?.[1];
  if (!kind) return null;
  const notice = html.slice(html.indexOf('<aside id="site-notice"'), html.indexOf("</aside>", html.indexOf('<aside id="site-notice"')));
  const text = notice
    .split(/<[^<>]*>/)
    .join(" ")
    .split(/\s+/)
    .filter(Boolean)
    .join(" ");
  return `${kind}: ${text}`;
}

describe("the status page", () => {
  it("is rendered on the server at /status: head, overall state, monitors in their groups with 90 days each, uptimes, incidents and maintenance", async () => {
    await aBadDay(site);
    const past = (await admin("/api/admin/incidents", "GET")).find((incident: { title: string }) => incident.title === "Slow control panel");
    await admin("/api/admin/incidents", "POST", { title: "A draft nobody may see", published: false });

    const page = await renderedPage("/status");
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain(`<title>System Status | ${TEST_SITE.company.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/status">`);
    expect(html).toContain(`<link rel="alternate" hreflang="de" href="${PUBLIC_URL}/de/status">`);
    expect(html).toMatch(/<meta name="description" content="Live status of [^"]+: the uptime of every service over the last 90 days/);
    expect(html).toContain(
      `<link rel="alternate" type="application/atom+xml" href="/status/feed.xml" title="${TEST_SITE.company.name}: incidents and maintenance">`,
    );
    expect(html).toContain("</header>");
    expect(html).toContain('<footer class="site-footer');
    expect(html).toContain('<h1 class="status-title">System Status</h1>');
    // Mail is down, the others up or in maintenance: some systems have problems.
    expect(html).toContain('data-overall="degraded"');
    expect(html).toContain("Some systems are experiencing problems");

    // The groups in the administrator's order, each monitor with its state.
    const groups = [...html.matchAll(/<h3 class="status-group-title">([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(groups).toEqual(["Hosting", "Email", "Network"]);
    const names = [...html.matchAll(/<span class="status-monitor-name">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(names).toEqual(["Websites", "Control panel", "Mail (IMAP/SMTP)", "DNS", "Game servers"]);
    expect(monitorRow(html, 13)).toContain('class="status-state status-state--down"');
    expect(monitorRow(html, 15)).toContain("Maintenance");

    // 90 days per monitor, oldest first, today's in the tab order; each with its date, uptime and minutes down.
    const mail = daysOf(monitorRow(html, 13));
    expect(mail).toHaveLength(90);
    expect(mail.filter((day) => day.tabStop)).toEqual([mail[89]]);
    const threeDaysAgo = new Date(`${dateDaysAgo(new Date(), 3)}T00:00:00Z`).toLocaleDateString("en", { dateStyle: "medium", timeZone: "UTC" });
    expect(mail[86]).toEqual({ level: "major", tabStop: false, label: `${threeDaysAgo}: 86.81% uptime, 190 minutes down` });
    expect(mail[87].level).toBe("partial");
    expect(mail[87].label).toMatch(/: 98.61% uptime, 20 minutes down$/);
    expect(mail[0].label).toMatch(/: 100% uptime, 0 minutes down$/);
    expect(daysOf(monitorRow(html, 11))[89 - 40].label).toMatch(/: 99.79% uptime, 3 minutes down$/);
    const dns = daysOf(monitorRow(html, 14));
    expect(dns.slice(0, 60).every((day) => day.level === "empty" && day.label.endsWith(": no data"))).toBe(true);
    expect(dns.slice(60).every((day) => day.level === "up")).toBe(true);
    // 35 minutes down in the last 30 days (today's so far included), 38 in the 90.
    expect(monitorRow(html, 11)).toMatch(/30 days: 99\.9\d%<\/span><span>90 days: 99\.97%/);
    expect(monitorRow(html, 14)).toContain("90 days: 100%");

    // The open incident with its updates (newest first, markdown rendered), the window to come, the past incident.
    const current = html.slice(html.indexOf('id="status-incidents-title"'), html.indexOf('id="status-maintenance-title"'));
    expect(current).toContain('<h3 class="status-card-title">Mail delays</h3>');
    expect(current).toContain("Major impact");
    expect(current).toContain("Affects Mail (IMAP/SMTP)");
    expect(current.indexOf("Identified")).toBeLessThan(current.indexOf("Investigating"));
    expect(current).toContain("<strong>delayed</strong>");
    expect(current).toContain("A full disk on one of our mail relays.");
    expect(current).not.toContain("Slow control panel");
    const maintenance = html.slice(html.indexOf('id="status-maintenance-title"'), html.indexOf('id="status-services-title"'));
    expect(maintenance).toContain("Network upgrade in FRA1");
    expect(maintenance).toContain("Scheduled");
    expect(maintenance).toContain("Affects DNS and Game servers");
    expect(maintenance).toContain("<strong>up to 5 minutes</strong>");
    expect(maintenance).toMatch(/ UTC<\/time>/);
    const pastPart = html.slice(html.indexOf('id="status-past-title"'));
    expect(pastPart).toContain(`<details class="status-past" data-incident-id="${past.id}">`);
    expect(pastPart).toContain("Slow control panel");
    expect(pastPart).toMatch(/Resolved <time dateTime="[^"]+">/);
    expect(html).not.toContain("A draft nobody may see");
  });

  it("speaks the page's language at /de/status: texts, names, groups, dates and numbers", async () => {
    const page = await renderedPage("/de/status");
    expect(page.status).toBe(200);
    const html = page.text;
    expect(html).toContain('<html lang="de"');
    expect(html).toContain(`<title>Systemstatus | ${TEST_SITE.company.name}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/de/status">`);
    expect(html).toContain("Bei einigen Systemen gibt es Probleme");
    expect([...html.matchAll(/<h3 class="status-group-title">([^<]*)<\/h3>/g)].map((m) => m[1])).toEqual(["Hosting", "E-Mail", "Netzwerk"]);
    expect(html).toContain('<span class="status-monitor-name">Webseiten</span>');
    const mail = daysOf(monitorRow(html, 13));
    expect(mail[86].label).toMatch(/^\d{2}\.\d{2}\.\d{4}: 86,81\s% verfügbar, 190 Minuten ausgefallen$/);
    expect(mail[89].label).toMatch(/ verfügbar, 12 Minuten ausgefallen$/);
    expect(monitorRow(html, 11)).toMatch(/90 Tage: 99,97\s%/);
    expect(html).toContain("Keine Störungen in den letzten 90 Tagen.");
    // Links inside the page stay in German; the feed is the site's one.
    expect(html).toContain('href="/status/feed.xml"');
    expect(html).toContain('href="/de/terms"');
  });

  it("shows what it has when nothing is known yet, and stays up while the site is in maintenance", async () => {
    await seedStatusMonitors(site.server.site.deps.store, []);
    const empty = await renderedPage("/status");
    expect(empty.text).toContain('data-overall="unknown"');
    expect(empty.text).toContain("No services are shown here yet.");
    await admin("/api/admin/site-settings", "PUT", { maintenance_mode: true });
    try {
      expect((await site.api("/")).status).toBe(503);
      const during = await site.api("/status");
      expect(during.status).toBe(200);
      expect(during.text).toContain('<h1 class="status-title">System Status</h1>');
    } finally {
      await admin("/api/admin/site-settings", "PUT", { maintenance_mode: false });
      await seedStatusMonitors(site.server.site.deps.store, STATUS_SITE_MONITORS);
    }
  });

  it("is made again when the history changes (a poll counted a minute)", async () => {
    const before = await renderedPage("/status");
    expect(daysOf(monitorRow(before.text, 12))[89].level).toBe("up");
    await site.server.site.deps.store.update(["status_history"], (draft) => {
      const today = draft.status_history.find((row) => row.monitor_id === 12 && row.date === dateDaysAgo(new Date(), 0))!;
      today.down_minutes += 1;
    });
    const after = await renderedPage("/status");
    expect(daysOf(monitorRow(after.text, 12))[89].level).not.toBe("up");
    expect(after.headers.get("etag")).not.toBe(before.headers.get("etag"));
  });

  it("takes /status from the pages of the site's own: the admin pages API refuses the slug", async () => {
    const refused = await site.api("/api/admin/pages", {
      method: "POST",
      token: site.token,
      body: { slug: "status", title: "Our status", body: "x", published: true },
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: "validation_failed", errors: [{ field: "slug" }] });
    expect(refused.body.detail).toContain('"status" is reserved');
  });
});

describe("the notice on every public page", () => {
  const PAGES = ["/", "/terms", "/de/", "/status", "/no-such-page"];

  it("names the open incident, in the page's language, linking to the status page, and goes when it is resolved", async () => {
    for (const path of PAGES) expect(noticeOf((await site.api(path)).text), path).toBeNull();
    const incident = await admin("/api/admin/incidents", "POST", {
      title: "Mail delays",
      translations: { de: { title: "Verzögerte E-Mails" } },
      updates: [{ state: "investigating", body: "Looking into it." }],
    });
    for (const path of PAGES) {
      const html = (await site.api(path)).text;
      const german = path.startsWith("/de/");
      expect(noticeOf(html), path).toBe(
        german ? "incident: Aktuelle Störung: Verzögerte E-Mails Status ansehen →" : "incident: Ongoing incident: Mail delays View status →",
      );
      expect(html).toContain(`<a class="site-notice-link" href="${german ? "/de/status" : "/status"}">`);
      // Above the page's content, from the first byte on.
      expect(html.indexOf('id="site-notice"')).toBeLessThan(html.indexOf('<main id="main"'));
    }
    const second = await admin("/api/admin/incidents", "POST", { title: "Slow DNS" });
    expect(noticeOf((await site.api("/")).text)).toBe("incident: 2 ongoing incidents View status →");
    await admin(`/api/admin/incidents/${second.id}`, "DELETE");

    await admin(`/api/admin/incidents/${incident.id}`, "PUT", {
      updates: [...incident.updates, { state: "resolved", body: "Fixed." }],
    });
    for (const path of PAGES) expect(noticeOf((await site.api(path)).text), path).toBeNull();
  });

  it("comes when a maintenance window starts and goes when it ends, without any write", async () => {
    const startsIn = 2_000;
    const lasts = 5_000;
    await admin("/api/admin/maintenance", "POST", {
      title: "Database upgrade",
      translations: { de: { title: "Datenbank-Update" } },
      starts_at: new Date(Date.now() + startsIn).toISOString(),
      ends_at: new Date(Date.now() + startsIn + lasts).toISOString(),
    });
    // Cached before it starts ...
    expect(noticeOf((await site.api("/")).text)).toBeNull();
    expect(noticeOf((await site.api("/de/terms")).text)).toBeNull();
    // ... made again once it has started: no write in between.
    await eventually(
      async () => expect(noticeOf((await site.api("/")).text)).toBe("maintenance: Maintenance in progress: Database upgrade View status →"),
      10_000,
    );
    const german = (await site.api("/de/terms")).text;
    expect(noticeOf(german)).toBe("maintenance: Wartung läuft: Datenbank-Update Status ansehen →");
    await eventually(async () => expect(noticeOf((await site.api("/")).text)).toBeNull(), 10_000);
  });

  it("is not shown for an unpublished incident or window", async () => {
    await admin("/api/admin/incidents", "POST", { title: "Internal test", published: false });
    await admin("/api/admin/maintenance", "POST", {
      title: "Draft window",
      published: false,
      starts_at: new Date(Date.now() - HOUR_MS).toISOString(),
      ends_at: new Date(Date.now() + HOUR_MS).toISOString(),
    });
    expect(noticeOf((await site.api("/")).text)).toBeNull();
  });
});
