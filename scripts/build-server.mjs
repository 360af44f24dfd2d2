// `npm run build:server`: compiles the server and its command-line tools into dist/server with esbuild: ESM,
// source maps (the server's entry turns them on for its stack traces), npm packages left as imports (they come from
// node_modules). Fails when any web/ or desktop/ source would be bundled in: the server shares code with them
// only through common/, and gets the page renderer from the built SSR bundle (dist/ssr) at run time.
import { rm } from "node:fs/promises";
import { relative, resolve } from "node:path";
import { build } from "esbuild";

const ROOT = resolve(import.meta.dirname, "..");
const OUT_DIR = resolve(ROOT, "dist/server");

/** dist/server/<name>.js ← source. The tools are run by `npm run backup` etc. (package.json). */
export const SERVER_ENTRIES = {
  index: "server/src/index.ts",
  backup: "scripts/backup.ts",
  restore: "scripts/restore.ts",
  "admin-password": "scripts/admin-password.ts",
  "admin-2fa": "scripts/admin-2fa.ts",
  "migrate-store": "scripts/migrate-store.ts",
};

export async function buildServer() {
  await rm(OUT_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: OUT_DIR,
    entryNames: "[name]",
    chunkNames: "chunks/[name]-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    sourcesContent: false,
    metafile: true,
    logLevel: "warning",
  });
  const forbidden = Object.keys(result.metafile.inputs).filter((input) => /^(web|desktop)\//.test(input));
  if (forbidden.length > 0) {
    await rm(OUT_DIR, { recursive: true, force: true });
    throw new Error(`the server must not import web/ or desktop/ source (share it through common/):\n  ${forbidden.join("\n  ")}`);
  }
  const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith(".js"));
  console.log(`Server built: ${outputs.length} files in ${relative(ROOT, OUT_DIR)}/`);
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  buildServer().catch((error) => {
    console.error(`Server build failed: ${error.message}`);
    process.exit(1);
  });
}
