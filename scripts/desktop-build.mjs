#!/usr/bin/env node
// npm run desktop:build [-- <electron-builder args>]
//   Bundles the desktop app into desktop/dist, then packages it with electron-builder.yml into release/.
//   Without arguments: the installers for this OS (Linux: AppImage + deb, Windows: NSIS, macOS: dmg + zip),
//   with the update metadata (latest*.yml) beside them. Nothing is uploaded (see desktop/README.md, Updates).
//   Examples: `npm run desktop:build -- --linux dir`, `npm run desktop:build -- --skip-package` (bundle only).
//   ELECTRON_DIST=/path/to/unpacked/electron packages with that Electron instead of downloading it.
//   HOSTSITE_UPDATE_URL / HOSTSITE_UPDATE_GITHUB_REPO choose the update feed (desktop/scripts/updateFeed.mjs);
//   HOSTSITE_UPDATE_PUBLIC_KEY makes the app accept only updates signed with the matching key.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { bundleDesktop, ROOT } from "../desktop/scripts/bundle.mjs";
import { updateFeedArgs } from "../desktop/scripts/updateFeed.mjs";

const args = process.argv.slice(2);
const skipPackage = args.includes("--skip-package");
const builderArgs = args.filter((a) => a !== "--skip-package");
const feed = updateFeedArgs(process.env); // fails early on a bad feed, before bundling

const dist = await bundleDesktop({ mode: "production" });
console.log(`desktop: bundled into ${path.relative(ROOT, dist)}${process.env.HOSTSITE_UPDATE_PUBLIC_KEY ? " (accepts only signed updates)" : ""}`);
if (skipPackage) process.exit(0);

console.log(`desktop: ${feed.description}`);
if (process.env.ELECTRON_DIST) builderArgs.push(`-c.electronDist=${path.resolve(process.env.ELECTRON_DIST)}`);
const result = spawnSync(
  process.execPath,
  [path.join(ROOT, "node_modules/electron-builder/cli.js"), "--config", "electron-builder.yml", "--publish", "never", ...feed.args, ...builderArgs],
  { cwd: ROOT, stdio: "inherit" },
);
process.exit(result.status ?? 1);
