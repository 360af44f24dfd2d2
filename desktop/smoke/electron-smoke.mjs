#!/usr/bin/env node
// Release smoke test (run by .github/workflows/desktop.yml where Electron can be downloaded):
// starts two real servers (two sites), launches the app with Playwright's Electron launcher, enters the first
// site's address, logs in and waits for the admin panel's tabs; then adds the second site from the Sites screen
// (opened through the native menu), logs in there, and switches back to the first site from the menu's site
// list, which must still be logged in (each site keeps its own token).
// It launches the bundled app (desktop/dist, the same files that get packed) with the stock Electron binary:
// the packaged app has the nodeCliInspect fuse off, which Playwright's launcher needs.
// Usage: ADMIN_PASSWORD=... node desktop/smoke/electron-smoke.mjs   (after `npm run desktop:build -- --skip-package`)
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { _electron as electron } from "playwright-core";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PORT = Number(process.env.PORT ?? "3123");
const PASSWORD = process.env.ADMIN_PASSWORD ?? "smoke-test-password-1";
const shots = path.join(ROOT, "screenshots");
const SITES = [
  { name: "First brand", port: PORT },
  { name: "Second brand", port: PORT + 1 },
].map((site) => ({ ...site, url: `http://localhost:${site.port}` }));

const servers = SITES.map((site) =>
  spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "server/src/index.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, PORT: String(site.port), HOST: "127.0.0.1", ADMIN_PASSWORD: PASSWORD, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "smoke-data-")) },
  }),
);
const stopServers = () => servers.forEach((server) => server.kill("SIGTERM"));

async function waitForServer(url) {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${url}/api/verify-token`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`server did not start on ${url}`);
}

/** Clicks a native menu item (found by its label, anywhere in the application menu) in the main process. */
async function clickMenuItem(app, label) {
  const clicked = await app.evaluate(({ Menu, BrowserWindow }, wanted) => {
    const find = (items) => {
      for (const item of items) {
        if (item.label === wanted) return item;
        const inner = item.submenu ? find(item.submenu.items) : null;
        if (inner) return inner;
      }
      return null;
    };
    const item = find(Menu.getApplicationMenu()?.items ?? []);
    if (!item) return false;
    item.click(undefined, BrowserWindow.getAllWindows()[0]);
    return true;
  }, label);
  if (!clicked) throw new Error(`no menu item "${label}"`);
}

async function logIn(window) {
  await window.getByLabel(/user ?name/i).waitFor({ timeout: 30_000 });
  await window.getByLabel(/user ?name/i).fill("admin");
  await window.getByLabel(/password/i).fill(PASSWORD);
  await window.getByRole("button", { name: /log ?in|sign ?in/i }).click();
  await window.getByRole("tab").first().waitFor({ timeout: 30_000 });
}

const title = (app) => app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0].getTitle());

let app;
try {
  await Promise.all(SITES.map((site) => waitForServer(site.url)));
  const { default: electronPath } = await import("electron");
  app = await electron.launch({
    executablePath: electronPath,
    args: [path.join(ROOT, "desktop/dist")],
    env: { ...process.env, HOSTSITE_DESKTOP_USER_DATA: mkdtempSync(path.join(os.tmpdir(), "smoke-profile-")) },
  });
  const window = await app.firstWindow();
  await window.getByRole("heading", { name: "Connect to your site" }).waitFor({ timeout: 30_000 });
  await window.getByLabel("Server address").fill(SITES[0].url);
  await window.getByLabel(/site name/i).fill(SITES[0].name);
  await window.getByRole("button", { name: "Connect" }).click();
  await logIn(window);
  console.log(`smoke: logged in to ${SITES[0].name}, ${await window.getByRole("tab").count()} tabs visible`);

  const storage = await window.evaluate(() => JSON.stringify({ ...localStorage }));
  if (/eyJ/.test(storage)) throw new Error("the token ended up in localStorage");
  await window.screenshot({ path: path.join(shots, `desktop-${process.platform}.png`) });

  // A second site, added from the Sites screen that the native menu opens.
  await clickMenuItem(app, "Manage Sites…");
  await window.getByRole("heading", { name: "Sites" }).waitFor({ timeout: 10_000 });
  await window.getByRole("button", { name: "Add a site…" }).click();
  await window.getByLabel("Server address").fill(SITES[1].url);
  await window.getByLabel(/site name/i).fill(SITES[1].name);
  await window.getByRole("button", { name: "Add and open" }).click();
  await logIn(window); // a new site has no login yet
  if (!(await title(app)).includes(SITES[1].name)) throw new Error(`the window title does not name ${SITES[1].name}: ${await title(app)}`);
  console.log(`smoke: added and logged in to ${SITES[1].name}`);
  await window.screenshot({ path: path.join(shots, `desktop-${process.platform}-second-site.png`) });

  // Back to the first site through the menu's site list: still logged in there.
  const reloaded = window.waitForEvent("load");
  await clickMenuItem(app, `${SITES[0].name} — localhost:${SITES[0].port}`);
  await reloaded; // the page loads again with the first site's Content-Security-Policy
  await window.getByRole("tab").first().waitFor({ timeout: 30_000 }); // tabs, not the login form: the token was kept
  if (!(await title(app)).includes(SITES[0].name)) throw new Error(`the window title does not name ${SITES[0].name}: ${await title(app)}`);
  console.log(`smoke: switched back to ${SITES[0].name}, still logged in`);
  console.log("smoke: OK");
} catch (error) {
  console.error("smoke: FAILED", error);
  process.exitCode = 1;
} finally {
  await app?.close();
  stopServers();
}
