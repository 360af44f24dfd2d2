#!/usr/bin/env node
// npm run desktop:dev — runs the desktop app against a local server.
//   1. Fetches Electron's binary if node_modules/electron/dist is missing (needs internet; package.json's
//      allowScripts keeps npm from downloading it during install).
//   2. Starts the local server (tsx server/src/index.ts) unless one already answers on http://localhost:$PORT.
//   3. Bundles the app (development mode, source maps) and launches Electron with the local address pre-filled
//      on the first-run screen, using a separate profile (desktop/.dev-profile) so a packaged install is untouched.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { bundleDesktop, DIST, ROOT } from "../desktop/scripts/bundle.mjs";

const port = process.env.PORT ?? "3000";
const server = process.env.HOSTSITE_DESKTOP_SERVER ?? `http://localhost:${port}`;

if (!existsSync(path.join(ROOT, "node_modules/electron/dist"))) {
  console.log("desktop:dev: downloading Electron's binary (node node_modules/electron/install.js)…");
  const install = spawnSync(process.execPath, [path.join(ROOT, "node_modules/electron/install.js")], { stdio: "inherit", cwd: ROOT });
  if (install.status !== 0) {
    console.error("desktop:dev: could not download Electron. Check the internet connection (or set ELECTRON_MIRROR) and retry.");
    process.exit(1);
  }
}

async function answers(url) {
  try {
    await fetch(`${url}/api/verify-token`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

let serverProcess = null;
if (!(await answers(server))) {
  console.log(`desktop:dev: starting the local server on port ${port}…`);
  serverProcess = spawn(process.execPath, [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), "server/src/index.ts"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, PORT: port },
  });
  for (let i = 0; i < 120 && !(await answers(server)); i++) await new Promise((r) => setTimeout(r, 500));
  if (!(await answers(server))) {
    console.error(`desktop:dev: the local server did not start on ${server}`);
    serverProcess.kill();
    process.exit(1);
  }
}

await bundleDesktop({ mode: "development" });
const { default: electronPath } = await import("electron");
const electron = spawn(electronPath, [DIST], {
  cwd: ROOT,
  stdio: "inherit",
  env: {
    ...process.env,
    HOSTSITE_DESKTOP_SERVER: server,
    HOSTSITE_DESKTOP_USER_DATA: process.env.HOSTSITE_DESKTOP_USER_DATA ?? path.join(ROOT, "desktop/.dev-profile"),
  },
});
const stop = () => serverProcess?.kill("SIGTERM");
electron.on("exit", (code) => {
  stop();
  process.exit(code ?? 0);
});
process.on("SIGINT", () => electron.kill("SIGINT"));
process.on("SIGTERM", () => electron.kill("SIGTERM"));
