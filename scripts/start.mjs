// `npm start`: builds the web app if it is not built yet, then runs the server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const npm = process.platform === "win32" ? "npm.cmd" : "npm";
if (!existsSync("dist/client/index.html") || !existsSync("dist/ssr")) {
  console.log("Building the web app (first start)…");
  const build = spawnSync(npm, ["run", "build:web"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawnSync(process.execPath, ["--import", "tsx", "server/src/index.ts"], { stdio: "inherit" });
process.exit(server.status ?? 0);
