import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build } from "esbuild";
import { MARKDOWN_WORKER_FILE } from "../../common/markdown/workerProtocol";

const ROOT = resolve(import.meta.dirname, "../..");
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;
const ENTRY_SERVER = resolve(ROOT, "web/src/public/entry-server.tsx");
const MARKDOWN_WORKER = resolve(ROOT, "web/src/public/markdown/worker.ts");

export interface SourceSsrBuild {
  /** Environment for the server: WEB_DIST_DIR and SSR_DIST_DIR. */
  env: { WEB_DIST_DIR: string; SSR_DIST_DIR: string };
  remove(): Promise<void>;
}

/**
 * The public pages' real renderer without running Vite: an SSR "bundle" that re-exports the web app's
 * entry-server.tsx, which vitest compiles when the server loads it (CSS is left out), and the markdown worker
 * compiled by esbuild into one file (a worker thread runs plain JavaScript). Server tests then see the HTML, head tags and
 * status visitors get, while the production server only ever loads the built bundle.
 */
export async function sourceSsrBuild(): Promise<SourceSsrBuild> {
  const dist = await mkdtemp(join(tmpdir(), "source-ssr-"));
  await writeFile(join(dist, "index.html"), TEMPLATE);
  await writeFile(join(dist, "entry-server.js"), `export * from ${JSON.stringify(ENTRY_SERVER)};\n`);
  await writeFile(join(dist, "style.css"), "");
  await build({
    absWorkingDir: ROOT,
    entryPoints: [MARKDOWN_WORKER],
    outfile: join(dist, MARKDOWN_WORKER_FILE),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Self-contained (it runs from a temporary folder): the npm packages are bundled in, and Node's own modules
    // that their CommonJS code requires come from a require made for the bundle.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    define: { "process.env.NODE_ENV": '"production"' },
    loader: { ".css": "empty" },
    logLevel: "warning",
  });
  return { env: { WEB_DIST_DIR: dist, SSR_DIST_DIR: dist }, remove: () => rm(dist, { recursive: true, force: true }) };
}
