// `npm start`: builds what is not built yet (or changed since), then runs the built server in this process
// (so SIGTERM and Ctrl-C reach it directly), with source maps for readable stack traces.
import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROOT = resolve(import.meta.dirname, "..");
const build = spawnSync(process.execPath, [resolve(ROOT, "scripts/build.mjs"), "--if-stale"], { cwd: ROOT, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);
process.setSourceMapsEnabled(true);
await import(pathToFileURL(resolve(ROOT, "dist/server/index.js")).href);
