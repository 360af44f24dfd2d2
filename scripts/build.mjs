// `npm run build`: builds the web app (client + SSR, vite) and the server (esbuild) into dist/, then stamps it.
// `--if-stale`: builds only when dist/ is missing or older than any source file (used by `npm start` and the
// command-line tools, so a fresh clone or an update is built before it runs).
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { buildServer } from "./build-server.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const STAMP = join(ROOT, "dist/.build-stamp");
const SOURCES = ["common", "server/src", "web", "scripts", "package.json", "package-lock.json", "vite.config.ts", "tsconfig.json"];

function newestChange(path) {
  let info;
  try {
    info = statSync(path);
  } catch {
    return 0;
  }
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestChange(join(path, entry)));
  }
  return newest;
}

export function isStale() {
  const built = ["dist/client/index.html", "dist/ssr/entry-server.js", "dist/server/index.js"].every((file) => existsSync(join(ROOT, file)));
  if (!built || !existsSync(STAMP)) return true;
  const stamp = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestChange(join(ROOT, source)) > stamp);
}

export async function buildAll() {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const web = spawnSync(npm, ["run", "build:web"], { cwd: ROOT, stdio: "inherit", shell: process.platform === "win32" });
  if (web.status !== 0) throw new Error("the web app did not build");
  await buildServer();
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const ifStale = process.argv.includes("--if-stale");
  if (!ifStale || isStale()) {
    if (ifStale) console.log("Building the site (first start or sources changed)…");
    buildAll().catch((error) => {
      console.error(`Build failed: ${error.message}`);
      process.exit(1);
    });
  }
}
