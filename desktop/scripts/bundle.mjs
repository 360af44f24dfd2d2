// Builds the desktop app into desktop/dist (what electron-builder packs, via directories.app):
//   main.cjs, preload.cjs   esbuild bundles (CommonJS; electron-store and its dependencies bundled in)
//   renderer/               vite build of desktop/src/renderer (the admin panel inside)
//   package.json            the app's own minimal manifest (no dependencies: nothing else gets packed)
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const DIST = path.join(ROOT, "desktop", "dist");
export const PRODUCT_NAME = "Hostsite Admin";

/** @param {{ mode?: "production" | "development" }} [options] */
export async function bundleDesktop({ mode = "production" } = {}) {
  const production = mode === "production";
  await mkdir(DIST, { recursive: true });
  const common = {
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node22",
    external: ["electron"],
    sourcemap: production ? false : "linked",
    minify: production,
    legalComments: "none",
    logLevel: "warning",
    define: { "process.env.NODE_ENV": JSON.stringify(mode) },
  };
  await Promise.all([
    esbuild({ ...common, entryPoints: [path.join(ROOT, "desktop/src/main/main.ts")], outfile: path.join(DIST, "main.cjs") }),
    esbuild({ ...common, entryPoints: [path.join(ROOT, "desktop/src/preload/preload.ts")], outfile: path.join(DIST, "preload.cjs") }),
  ]);
  await viteBuild({ configFile: path.join(ROOT, "desktop/vite.renderer.config.ts"), mode, logLevel: "warn" });

  const root = JSON.parse(await readFile(path.join(ROOT, "package.json"), "utf8"));
  const manifest = {
    name: "hostsite-admin",
    productName: PRODUCT_NAME,
    version: root.version,
    description: "Desktop admin panel for a Hostsite web-hosting site",
    author: { name: "Hostsite" },
    license: "UNLICENSED",
    private: true,
    main: "main.cjs",
  };
  await writeFile(path.join(DIST, "package.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return DIST;
}
