import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { SsrModule } from "../../../../common/publicPages";
import type { Logger } from "../../logging/logger";

export type { SsrModule };

export interface PageAssets {
  /** The built client index.html, with <!--app-head-->, <!--app-html--> and <!--app-data--> slots. */
  template: string | null;
  /** null when the SSR bundle is not built: pages are then rendered in the browser. */
  ssr: SsrModule | null;
}

/** Loads the client template and the SSR bundle once; a missing piece is logged and the site degrades. */
export function loadPageAssets(webDistDir: string, ssrDistDir: string, logger: Logger): () => Promise<PageAssets> {
  let loading: Promise<PageAssets> | undefined;
  return () => {
    loading ??= (async () => {
      const raw = await readFile(join(webDistDir, "index.html"), "utf8").catch(() => null);
      const template = raw && (await inlineStylesheets(raw, webDistDir));
      if (!template) logger.warn(`public site not built (no ${join(webDistDir, "index.html")}): run npm run build`);
      let ssr: SsrModule | null = null;
      if (template) {
        try {
          ssr = (await import(pathToFileURL(join(ssrDistDir, "entry-server.js")).href)) as SsrModule;
        } catch (error) {
          logger.warn(
            `server-side rendering off (no SSR bundle in ${ssrDistDir}: ${error instanceof Error ? error.message : String(error)}); pages render in the browser`,
          );
        }
      }
      return { template, ssr };
    })();
    return loading;
  };
}

/**
 * Replaces the template's same-origin stylesheet links with inline <style> blocks (CSP allows inline styles):
 * the first paint then needs no request besides the HTML. A stylesheet that cannot be read stays a link.
 */
export async function inlineStylesheets(template: string, webDistDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^>]*?href="(\/assets\/[\w.-]+\.css)"[^>]*>/g)];
  let html = template;
  for (const [tag, href] of links) {
    const css = await readFile(join(webDistDir, href), "utf8").catch(() => null);
    if (css !== null) html = html.replace(tag, () => `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>`);
  }
  return html;
}

/** Puts head tags, page markup and the data block into the template's slots. */
export function fillTemplate(template: string, parts: { head: string; html: string; dataJson: string | null }): string {
  const data = parts.dataJson === null ? "" : `<script type="application/json" id="page-data">${parts.dataJson}</script>`;
  const slot = (html: string, name: string, value: string, fallback: (html: string) => string) =>
    html.includes(`<!--${name}-->`) ? html.replace(`<!--${name}-->`, () => value) : fallback(html);
  let html = slot(template, "app-head", parts.head, (t) => t.replace("</head>", () => `${parts.head}\n</head>`));
  html = slot(html, "app-html", parts.html, (t) => t.replace('<div id="root"></div>', () => `<div id="root">${parts.html}</div>`));
  html = slot(html, "app-data", data, (t) => t.replace("</body>", () => `${data}\n</body>`));
  return html;
}
