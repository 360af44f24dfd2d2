/**
 * The desktop renderer in headless Chromium against the real server, for the *.e2e.test.ts files beside it.
 * Electron is replaced by the page's `window.hostsiteDesktop`, built from the real preload bridge
 * (createDesktopBridge) over an ipcRenderer stand-in whose invoke() reaches, through page.exposeBinding, the real
 * main-process handlers (profiles, token vault, connection watcher) running in the test process. Main → page
 * events (menu commands, a clicked notification, connection status) go the other way through page.evaluate.
 * The renderer is served, like app://admin, with the CSP the app sends for the site in use.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { build as esbuild } from "esbuild";
import type { Browser, Page } from "playwright-core";
import { build as viteBuild } from "vite";
import { buildServer, closeHttpServer, type SiteServer } from "../../../../server/src/server";
import { loadConfig } from "../../../../server/src/config";
import { silentLogger } from "../../../../server/src/logging/logger";
import { desktopCors } from "../../../../server/src/middleware/cors";
import type { ConnectionStatus, MenuCommand } from "../../common/ipc";
import { DESKTOP_APP_ORIGIN } from "../../../../common/origin";
import { ConnectionWatcher } from "../../main/connectionWatcher";
import { contentSecurityPolicy } from "../../main/csp";
import { createInvokeHandlers } from "../../main/handlers";
import { registerIpcHandlers, type InvokeEventLike, type IpcMainLike } from "../../main/ipcHandlers";
import type { MessageNotice } from "../../main/newMessages";
import { ProfileStore } from "../../main/profiles";
import { MemorySettingsStore } from "../../main/settings";
import { StatusWatcher } from "../../main/statusWatcher";
import { fakeEncryptor } from "../../main/testing/fakes";
import { TokenVault } from "../../main/tokenVault";
import type { WatchedSite } from "../../main/watchedSite";

export const ROOT = path.resolve(__dirname, "../../../..");
export const PASSWORD = "desktop-e2e-password-1";
const CONTENT_TYPES: Record<string, string> = { ".html": "text/html; charset=utf-8", ".js": "text/javascript", ".css": "text/css" };

export interface ApiSite {
  origin: string;
  site: SiteServer;
  /** Origins allowed in CORS: the app's, plus each test renderer's (added as they start). */
  allowedOrigins: string[];
  /** A contact message through the public form, as a visitor sends it. */
  sendMessage(name: string, subject: string): Promise<void>;
  close(): Promise<void>;
}

/** The real server on a free port with a temporary DATA_DIR, with desktopCors first as the server mounts it. */
export async function startApiSite(): Promise<ApiSite> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "desktop-e2e-"));
  const config = { ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_REQUESTS: "false", CONTACT_RATE_LIMIT: "1000" }, ROOT), host: "127.0.0.1" };
  const site = await buildServer(config, silentLogger);
  const allowedOrigins: string[] = [DESKTOP_APP_ORIGIN];
  site.app.middleware.unshift((ctx, next) => desktopCors({ allowedOrigins })(ctx, next));
  const server = site.app.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    site,
    allowedOrigins,
    async sendMessage(name, subject) {
      const response = await fetch(`${origin}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ name, email: "visitor@example.com", subject, message: "This text is for the panel only" }),
      });
      if (response.status !== 201) throw new Error(`contact form answered ${response.status}`);
    },
    async close() {
      await closeHttpServer(server, 1_000);
      await site.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Builds the renderer into a temporary folder: mode "e2e" with the stand-in panel, "production" with the real one. */
export async function buildRenderer(mode: "e2e" | "production"): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), `desktop-renderer-${mode}-`));
  await viteBuild({ configFile: path.join(ROOT, "desktop/vite.renderer.config.ts"), mode, logLevel: "silent", build: { outDir: dir, emptyOutDir: true } });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** The real preload bridge, over an ipcRenderer stand-in that forwards to the test's main process. */
export async function bridgeScript(): Promise<string> {
  const bundled = await esbuild({
    stdin: {
      contents: `
        import { createDesktopBridge } from "./desktop/src/preload/bridge";
        const listeners = new Map();
        const ipc = {
          invoke: (channel, ...args) => window.__desktopIpc(channel, args),
          on: (channel, l) => { listeners.set(channel, [...(listeners.get(channel) ?? []), l]); },
          removeListener: (channel, l) => { listeners.set(channel, (listeners.get(channel) ?? []).filter((x) => x !== l)); },
        };
        Object.defineProperty(window, "__emitIpc", { value: (channel, payload) => (listeners.get(channel) ?? []).forEach((l) => l({}, payload)) });
        Object.defineProperty(window, "hostsiteDesktop", { value: Object.freeze(createDesktopBridge(ipc)) });
      `,
      resolveDir: ROOT,
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    write: false,
    platform: "browser",
  });
  return bundled.outputFiles[0].text;
}

/** A shown notification and its click (which, as in main.ts, opens the Contact Submissions or the Status tab). */
interface ShownNotice extends MessageNotice {
  click(): Promise<void>;
}

/** The "main process" of one app instance, wired as in main.ts: settings, vault, profiles, watchers, IPC handlers. */
export function mainProcess() {
  const settings = new MemorySettingsStore();
  const vault = new TokenVault({ settings, encryptor: fakeEncryptor(true) });
  const profiles = new ProfileStore(settings, vault);
  const notices: ShownNotice[] = [];
  let page: Page | null = null;
  const send = async (channel: "menu:command" | "connection:status", payload: MenuCommand | ConnectionStatus) => {
    await page
      ?.evaluate(([c, p]) => (window as unknown as { __emitIpc(c: string, p: unknown): void }).__emitIpc(c, p), [channel, payload] as const)
      .catch(() => {});
  };
  const site: WatchedSite = {
    fetch: (url, init) => fetch(url, init),
    activeProfile: () => profiles.active(),
    token: (id) => vault.get(id),
    settings,
    timeoutMs: 2_000,
  };
  const watcher = new ConnectionWatcher({
    ...site,
    notify: (notice) => notices.push({ ...notice, click: () => send("menu:command", "show-submissions") }),
    onStatus: (status) => void send("connection:status", status),
  });
  const statusWatcher = new StatusWatcher({ ...site, notify: (notice) => notices.push({ ...notice, click: () => send("menu:command", "show-status") }) });
  const handlers = new Map<string, (event: InvokeEventLike, ...args: unknown[]) => unknown>();
  const ipcMain: IpcMainLike = {
    handle: (channel, listener) => void handlers.set(channel, listener),
    removeHandler: (channel) => void handlers.delete(channel),
  };
  registerIpcHandlers(
    ipcMain,
    createInvokeHandlers({
      settings,
      vault,
      profiles,
      version: "9.9.9-test",
      fetch: (url, init) => fetch(url, init),
      onProfilesChanged: () => (watcher.reset(), statusWatcher.reset()),
      onTokenChanged: () => void Promise.all([watcher.poll(), statusWatcher.poll()]),
      onStatusNotificationsChanged: () => statusWatcher.reset(),
      checkConnection: () => watcher.poll(),
    }),
    () => true,
  );
  const invoke = (channel: string, args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`No handler for ${channel}`);
    return handler({ sender: { id: 1 }, senderFrame: { url: `${DESKTOP_APP_ORIGIN}/index.html`, parent: null } }, ...args);
  };
  /** The token of the site in use. */
  const token = async () => {
    const active = profiles.active();
    return active ? vault.get(active.id) : null;
  };
  return { settings, vault, profiles, watcher, statusWatcher, notices, invoke, send, token, attach: (p: Page) => void (page = p) };
}
export type MainProcess = ReturnType<typeof mainProcess>;

/** Serves a built renderer folder the way the app:// protocol does: with the CSP for the site in use. */
async function serveRenderer(dir: string, serverUrl: () => string | null): Promise<{ origin: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const file = path.join(dir, pathname === "/" ? "index.html" : path.normalize(pathname).replace(/^([/\\])+/, ""));
    if (!file.startsWith(dir)) return void res.writeHead(404).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, {
        "Content-Type": CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream",
        "Content-Security-Policy": contentSecurityPolicy(serverUrl()),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export interface OpenedApp {
  main: MainProcess;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

/** One app window: a fresh main process (or the one given, as after a restart), the renderer, the bridge. */
export async function openApp(
  browser: Browser,
  rendererDir: string,
  sites: ApiSite[],
  bridge: string,
  main = mainProcess(),
  options: { colorScheme?: "light" | "dark" } = {},
): Promise<OpenedApp> {
  const renderer = await serveRenderer(rendererDir, () => main.profiles.active()?.serverUrl ?? null);
  for (const site of sites) site.allowedOrigins.push(renderer.origin);
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme: options.colorScheme ?? "light" });
  await context.exposeBinding("__desktopIpc", (_source, channel: string, args: unknown[]) => main.invoke(channel, args));
  await context.addInitScript({ content: bridge });
  const page = await context.newPage();
  main.attach(page);
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(`${renderer.origin}/`);
  return {
    main,
    page,
    errors,
    async close() {
      await context.close();
      renderer.server.close();
    },
  };
}

/** Through the first-run screen: the address (and a name) of the first site. */
export async function connectFirstSite(page: Page, origin: string, name = ""): Promise<void> {
  await page.getByRole("heading", { name: "Connect to your site" }).waitFor();
  await page.getByLabel("Server address").fill(origin);
  if (name) await page.getByLabel(/Site name/).fill(name);
  await page.getByRole("button", { name: "Connect" }).click();
}

/** The e2e stand-in panel's login. */
export async function logInStandIn(page: Page): Promise<void> {
  await page.getByLabel("Username").fill("admin");
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Log in" }).click();
  await page.getByText("Signed in as admin").waitFor();
}

export const emitMenuCommand = (main: MainProcess, command: MenuCommand) => main.send("menu:command", command);

export const storageDump = (page: Page) =>
  page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }));
