import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const TEMPLATE = `<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-data--></body></html>`;
const ENTRY_SERVER = resolve(import.meta.dirname, "../../web/src/public/entry-server.tsx");

export interface SourceSsrBuild {
  /** Environment for the server: WEB_DIST_DIR and SSR_DIST_DIR. */
  env: { WEB_DIST_DIR: string; SSR_DIST_DIR: string };
  remove(): Promise<void>;
}

/**
 * The public pages' real renderer without running Vite: an SSR "bundle" that re-exports the web app's
 * entry-server.tsx, which vitest compiles when the server loads it (CSS is left out). Server tests then see the
 * HTML, head tags and status visitors get, while the production server only ever loads the built bundle.
 */
export async function sourceSsrBuild(): Promise<SourceSsrBuild> {
  const dist = await mkdtemp(join(tmpdir(), "source-ssr-"));
  await writeFile(join(dist, "index.html"), TEMPLATE);
  await writeFile(join(dist, "entry-server.js"), `export * from ${JSON.stringify(ENTRY_SERVER)};\n`);
  await writeFile(join(dist, "style.css"), "");
  return { env: { WEB_DIST_DIR: dist, SSR_DIST_DIR: dist }, remove: () => rm(dist, { recursive: true, force: true }) };
}
