import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { build, type Plugin } from "esbuild";
import { MARKDOWN_WORKER_FILE } from "../../common/markdown/workerProtocol";

const ROOT = resolve(import.meta.dirname, "../..");
const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;

/** `import css from "./x.css?inline"` (a Vite import of the file's text): an empty text, as CSS is left out here. */
const inlineCss: Plugin = {
  name: "css-inline",
  setup(build) {
    build.onResolve({ filter: /\.css\?inline$/ }, (args) => ({ path: args.path, namespace: "css-inline" }));
    build.onLoad({ filter: /.*/, namespace: "css-inline" }, () => ({ contents: "", loader: "text" }));
  },
};

export interface SourceSsrBuild {
  /** Environment for the server: WEB_DIST_DIR and SSR_DIST_DIR. */
  env: { WEB_DIST_DIR: string; SSR_DIST_DIR: string };
  remove(): Promise<void>;
}

/**
 * The public pages' real renderer without running Vite: the web app's entry-server.tsx and markdown worker compiled
 * by esbuild from today's source into a temporary folder (CSS left out), with a template holding the two slots.
 * Server tests, in their own process or in another one, then see the HTML, head tags and status visitors get,
 * while the production server only ever loads the Vite build.
 */
export async function sourceSsrBuild(): Promise<SourceSsrBuild> {
  const dist = await mkdtemp(join(tmpdir(), "source-ssr-"));
  await writeFile(join(dist, "index.html"), TEMPLATE);
  await build({
    absWorkingDir: ROOT,
    entryPoints: { "entry-server": "web/src/public/entry-server.tsx", [MARKDOWN_WORKER_FILE.replace(/\.js$/, "")]: "web/src/public/markdown/worker.ts" },
    outdir: dist,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    // Self-contained (they run from a temporary folder): the npm packages are bundled in, and Node's own modules
    // that their CommonJS code requires come from a require made for the bundle.
    banner: { js: 'import { createRequire } from "node:module"; const require = createRequire(import.meta.url);' },
    define: { "process.env.NODE_ENV": '"production"' },
    loader: { ".css": "empty", ".woff2": "empty" },
    plugins: [inlineCss],
    logLevel: "warning",
  });
  return { env: { WEB_DIST_DIR: dist, SSR_DIST_DIR: dist }, remove: () => rm(dist, { recursive: true, force: true }) };
}
