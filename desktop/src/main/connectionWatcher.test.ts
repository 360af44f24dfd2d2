/**
 * The connection/unread watcher against the real server (Koa app, temporary DATA_DIR): messages sent through
 * the public contact form become notifications (sender and subject only) and a badge count; no login, a bad
 * token, a stopped server, a gateway error and a server that never answers each end in the right state.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../server/test/testServer";
import type { ConnectionStatus } from "../common/ipc";
import { showUnreadBadge, type BadgeTargets } from "./badge";
import { ConnectionWatcher } from "./connectionWatcher";
import type { MessageNotice } from "./newMessages";
import { startLocalServer, type LocalServer } from "./testing/localServer";
import { oneSiteApp } from "./testing/oneSiteApp";
import { startSwitchableProxy } from "./testing/switchableProxy";

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "1000" } });
  token = await server.login();
});
afterAll(() => server?.stop());

/** An app instance's main process: settings, vault, one site, the watcher, a fake badge and notification centre. */
async function appFor(origin: string, options: { login?: string | null; timeoutMs?: number } = {}) {
  const { settings, vault, profiles, site } = await oneSiteApp(origin, options.login === undefined ? token : options.login, options.timeoutMs);
  const notices: MessageNotice[] = [];
  const statuses: ConnectionStatus[] = [];
  const badge = { counts: [] as number[], overlays: [] as Array<string | null> };
  const targets: BadgeTargets = {
    platform: "darwin",
    setBadgeCount: (count) => (badge.counts.push(count), true),
    setOverlayIcon: (dot, description) => badge.overlays.push(dot && description),
  };
  const watcher = new ConnectionWatcher({
    ...site,
    notify: (notice) => notices.push(notice),
    onStatus: (status) => {
      statuses.push(status);
      showUnreadBadge(targets, status.unread);
    },
  });
  return { settings, vault, profiles, watcher, notices, statuses, badge };
}

async function sendMessage(name: string, subject: string, message = "The message body must never show in a notification") {
  const response = await server.api("/api/contact", {
    method: "POST",
    body: { name, email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`, subject, message },
  });
  expect(response.status).toBe(201);
  return response.body.id as number;
}

const unreadNow = async () => (await server.api("/api/admin/contact-submissions/unread-count", { token })).body.unread as number;

describe("ConnectionWatcher against the real server", () => {
  it("announces new messages with sender and subject, never the body, and shows the unread count", async () => {
    const app = await appFor(server.url);
    const first = await app.watcher.poll();
    expect(first).toMatchObject({ state: "online", serverUrl: server.url, unread: await unreadNow() });
    expect(first.lastOnlineAt).not.toBeNull();
    expect(app.notices).toEqual([]); // what was there before watching began is not announced

    await sendMessage("Ada Lovelace", "Upgrade to VPS?");
    await sendMessage("Grace Hopper", "Invoice question");
    const second = await app.watcher.poll();
    expect(second.unread).toBe(first.unread! + 2);
    expect(app.notices).toEqual([
      { title: "New message on Brand A", body: "From Grace Hopper: Invoice question" },
      { title: "New message on Brand A", body: "From Ada Lovelace: Upgrade to VPS?" },
    ]);
    expect(JSON.stringify(app.notices)).not.toContain("message body");
    expect(app.badge.counts.at(-1)).toBe(second.unread);

    await app.watcher.poll(); // nothing new: nothing announced again
    expect(app.notices).toHaveLength(2);
  });

  it("announces the newest three one by one and sums up the rest", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();
    for (let n = 1; n <= 5; n++) await sendMessage(`Visitor ${n}`, `Question ${n}`);
    await app.watcher.poll();
    expect(app.notices.map((n) => n.body)).toEqual([
      "From Visitor 5: Question 5",
      "From Visitor 4: Question 4",
      "From Visitor 3: Question 3",
      "2 more new messages",
    ]);
  });

  it("lowers the badge when messages are read in the panel, and stays quiet about them", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();
    const id = await sendMessage("Reader", "Mark me read");
    const before = (await app.watcher.poll()).unread!;
    expect((await server.api(`/api/admin/contact-submissions/${id}/read`, { method: "PUT", token })).status).toBe(200);
    expect((await app.watcher.poll()).unread).toBe(before - 1);
    expect(app.badge.counts.at(-1)).toBe(before - 1);
    expect(app.notices).toHaveLength(1);
  });

  it("announces a message that arrives while another is read (the unread count stays the same)", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();
    const first = await sendMessage("Early Bird", "First question");
    const before = (await app.watcher.poll()).unread!;
    expect(app.notices).toHaveLength(1);
    expect((await server.api(`/api/admin/contact-submissions/${first}/read`, { method: "PUT", token })).status).toBe(200);
    await sendMessage("Late Comer", "Second question");
    expect((await app.watcher.poll()).unread).toBe(before);
    expect(app.notices.at(-1)).toEqual({ title: "New message on Brand A", body: "From Late Comer: Second question" });
    expect(app.notices).toHaveLength(2);
    // Nothing new: the next poll stays quiet.
    await app.watcher.poll();
    expect(app.notices).toHaveLength(2);
  });

  it("keeps quiet while notifications are switched off, but still counts", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();
    app.settings.set("notificationsEnabled", false);
    await sendMessage("Quiet", "No notification please");
    const status = await app.watcher.poll();
    expect(status.unread).toBe(await unreadNow());
    expect(app.notices).toEqual([]);
  });

  it("without a login only checks that the server answers; with a bad token the count is unknown", async () => {
    const loggedOut = await appFor(server.url, { login: null });
    expect(await loggedOut.watcher.poll()).toMatchObject({ state: "online", unread: null });
    expect(loggedOut.badge.counts.at(-1)).toBe(0);
    const badToken = await appFor(server.url, { login: "not.a.valid.token" });
    await sendMessage("Someone", "Hello");
    expect(await badToken.watcher.poll()).toMatchObject({ state: "online", unread: null });
    expect(badToken.notices).toEqual([]);
  });

  it("remembers what it announced across restarts of the app (per site)", async () => {
    const app = await appFor(server.url);
    await app.watcher.poll();
    await sendMessage("Before restart", "One");
    await app.watcher.poll();
    expect(app.notices).toHaveLength(1);
    const restarted = new ConnectionWatcher({
      fetch: (url, init) => fetch(url, init),
      activeProfile: () => app.profiles.active(),
      token: (id) => app.vault.get(id),
      settings: app.settings,
      notify: (notice) => app.notices.push(notice),
      onStatus: () => {},
    });
    await sendMessage("While closed", "Two");
    await restarted.poll();
    expect(app.notices.map((n) => n.body)).toEqual(["From Before restart: One", "From While closed: Two"]);
  });
});

describe("ConnectionWatcher when the site cannot be reached", () => {
  let gateway: LocalServer;
  let silent: LocalServer;
  beforeAll(async () => {
    gateway = await startLocalServer((_req, res) => res.writeHead(502, { "Content-Type": "text/html" }).end("<h1>502 Bad Gateway</h1>"));
    silent = await startLocalServer(() => {}); // accepts and never answers
  });
  afterAll(() => {
    gateway.close();
    silent.close();
  });

  it("goes offline when the site stops answering, keeps the last time it answered, and comes back", async () => {
    const proxy = await startSwitchableProxy(server.url);
    try {
      const app = await appFor(proxy.origin);
      const online = await app.watcher.poll();
      expect(online).toMatchObject({ state: "online", unread: await unreadNow() });

      proxy.cut();
      const offline = await app.watcher.poll();
      expect(offline).toMatchObject({
        state: "offline",
        serverUrl: proxy.origin,
        unread: null,
        lastOnlineAt: online.lastOnlineAt,
        error: `Could not reach ${proxy.origin}`,
      });
      expect(app.badge.counts.at(-1)).toBe(0);

      proxy.restore();
      await sendMessage("While offline", "Did you get this?");
      const back = await app.watcher.poll();
      expect(back).toMatchObject({ state: "online", unread: await unreadNow() });
      expect(app.notices.map((n) => n.body)).toEqual(["From While offline: Did you get this?"]);
    } finally {
      await proxy.close();
    }
  });

  it("treats a proxy's 502 as offline", async () => {
    const app = await appFor(gateway.origin);
    expect(await app.watcher.poll()).toMatchObject({ state: "offline", error: expect.stringMatching(/answered 502/) });
  });

  it("gives up on a server that never answers", async () => {
    const app = await appFor(silent.origin, { timeoutMs: 300 });
    expect(await app.watcher.poll()).toMatchObject({ state: "offline", error: expect.stringMatching(/did not answer within/) });
  });

  it("shares one request between concurrent polls (timer, focus and Retry at once)", async () => {
    let requests = 0;
    const counting = await startLocalServer((_req, res) => {
      requests++;
      setTimeout(() => res.writeHead(200, { "Content-Type": "application/json" }).end('{"unread":4}'), 50);
    });
    try {
      const app = await appFor(counting.origin);
      app.settings.set("notificationsEnabled", false);
      const results = await Promise.all([app.watcher.poll(), app.watcher.poll(), app.watcher.poll()]);
      expect(results.map((r) => r.unread)).toEqual([4, 4, 4]);
      expect(requests).toBe(1);
    } finally {
      counting.close();
    }
  });
});
