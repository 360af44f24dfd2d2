// Builds the desktop app into desktop/dist (what electron-builder packs, via directories.app):
//   main.cjs, preload.cjs   esbuild bundles (CommonJS; electron-store and its dependencies bundled in)
//   renderer/               vite build of desktop/src/renderer (the admin panel inside)
//   package.json            the app's own minimal manifest (no dependencies: nothing else gets packed)
import { createPublicKey } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build as esbuild } from "esbuild";
import { build as viteBuild } from "vite";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const DIST = path.join(ROOT, "desktop", "dist");
export const PRODUCT_NAME = "Hostsite Admin";

/** $HOSTSITE_UPDATE_PUBLIC_KEY, checked to be an Ed25519 public key so a typo fails the build, not the updates. */
function updatePublicKey() {
  const key = (process.env.HOSTSITE_UPDATE_PUBLIC_KEY ?? "").trim();
  if (key === "") return "";
  let parsed;
  try {
    parsed = createPublicKey({ key: Buffer.from(key, "base64"), format: "der", type: "spki" });
  } catch {
    parsed = null;
  }
  if (parsed?.asymmetricKeyType !== "ed25519") {
    throw new Error("HOSTSITE_UPDATE_PUBLIC_KEY is not an Ed25519 public key (base64 DER, as `npm run desktop:sign-update -- keygen` prints it)");
  }
  return key;
}

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
    define: {
      "process.env.NODE_ENV": JSON.stringify(mode),
      // The update-signing public key (base64 DER), fixed at build time; "" builds an app that checks no update signature.
      __HOSTSITE_UPDATE_PUBLIC_KEY__: JSON.stringify(updatePublicKey()),
    },
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
