import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const TEMPLATE = `<!doctype html><html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>`;

/** A stand-in SSR bundle that prints every piece of page data it is given, so any difference in the data shows. */
const SSR_BUNDLE = `
export function render(data, options) {
  return {
    html: "<pre>" + JSON.stringify(data).replace(/</g, "&lt;") + "</pre>",
    head: "<title>" + data.page + "</title><link rel=canonical href=" + options.publicUrl + options.path + ">",
  };
}`;

export interface FakeWebBuild {
  /** Environment for the server: WEB_DIST_DIR and SSR_DIST_DIR. */
  env: { WEB_DIST_DIR: string; SSR_DIST_DIR: string };
  remove(): Promise<void>;
}

/** A built web app without running Vite: public pages render on the server from the page data. */
export async function fakeWebBuild(): Promise<FakeWebBuild> {
  const dist = await mkdtemp(join(tmpdir(), "fake-web-"));
  await mkdir(join(dist, "client"), { recursive: true });
  await mkdir(join(dist, "ssr"));
  await writeFile(join(dist, "client/index.html"), TEMPLATE);
  await writeFile(join(dist, "ssr/entry-server.js"), SSR_BUNDLE);
  return {
    env: { WEB_DIST_DIR: join(dist, "client"), SSR_DIST_DIR: join(dist, "ssr") },
    remove: () => rm(dist, { recursive: true, force: true }),
  };
}
