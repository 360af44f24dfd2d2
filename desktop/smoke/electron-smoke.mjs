#!/usr/bin/env node
// Release smoke test (run by .github/workflows/desktop.yml where Electron can be downloaded):
// starts the real server, launches the app with Playwright's Electron launcher, enters the server address,
// logs in and waits for the admin panel's tabs.
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
const PORT = process.env.PORT ?? "3123";
const SERVER = `http://localhost:${PORT}`;
const PASSWORD = process.env.ADMIN_PASSWORD ?? "smoke-test-password-1";
const shots = path.join(ROOT, "screenshots");

const server = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "server/src/index.ts"], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, PORT, HOST: "127.0.0.1", ADMIN_PASSWORD: PASSWORD, DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "smoke-data-")) },
});
const stopServer = () => server.kill("SIGTERM");

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      await fetch(`${SERVER}/api/verify-token`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`server did not start on ${SERVER}`);
}

let app;
try {
  await waitForServer();
  const { default: electronPath } = await import("electron");
  app = await electron.launch({
    executablePath: electronPath,
    args: [path.join(ROOT, "desktop/dist")],
    env: { ...process.env, HOSTSITE_DESKTOP_USER_DATA: mkdtempSync(path.join(os.tmpdir(), "smoke-profile-")) },
  });
  const window = await app.firstWindow();
  await window.getByRole("heading", { name: "Connect to your site" }).waitFor({ timeout: 30_000 });
  await window.getByLabel("Server address").fill(SERVER);
  await window.getByRole("button", { name: "Connect" }).click();

  await window.getByLabel(/user ?name/i).waitFor({ timeout: 30_000 });
  await window.getByLabel(/user ?name/i).fill("admin");
  await window.getByLabel(/password/i).fill(PASSWORD);
  await window.getByRole("button", { name: /log ?in|sign ?in/i }).click();
  await window.getByRole("tab").first().waitFor({ timeout: 30_000 });
  console.log(`smoke: logged in, ${await window.getByRole("tab").count()} tabs visible`);

  const storage = await window.evaluate(() => JSON.stringify({ ...localStorage }));
  if (/eyJ/.test(storage)) throw new Error("the token ended up in localStorage");
  await window.screenshot({ path: path.join(shots, `desktop-${process.platform}.png`) });
  console.log("smoke: OK");
} catch (error) {
  console.error("smoke: FAILED", error);
  process.exitCode = 1;
} finally {
  await app?.close();
  stopServer();
}
