import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { escapeHtml, styleBlock } from "../../../../common/html";
import type { SsrModule } from "../../../../common/publicPages";
import type { Logger } from "../../logging/logger";

export interface PageAssets {
  /**
   * The built client index.html, with <!--app-head--> and <!--app-html--> slots and its script tag (the enhancement
   * entry); each page's CSS comes with its head (the SSR bundle's render).
   */
  template: string | null;
  /** null when the SSR bundle is not built: the pages are then plain pages with the site's basic facts. */
  ssr: SsrModule | null;
}

/**
 * Loads the client template and the SSR bundle once; a missing piece is logged. The site needs
 * both builds (`npm run build` makes them together): without the SSR bundle the pages are plain.
 */
export function loadPageAssets(webDistDir: string, ssrDistDir: string, logger: Logger): () => Promise<PageAssets> {
  let loading: Promise<PageAssets> | undefined;
  return () => {
    loading ??= (async () => {
      const raw = await readFile(join(webDistDir, "index.html"), "utf8").catch(() => null);
      if (!raw) {
        logger.warn(`public site not built (no ${join(webDistDir, "index.html")}): run npm run build`);
        return { template: null, ssr: null };
      }
      let ssr: SsrModule | null = null;
      try {
        ssr = (await import(pathToFileURL(join(ssrDistDir, "entry-server.js")).href)) as SsrModule;
      } catch (error) {
        logger.warn(
          `public pages not built (no SSR bundle in ${ssrDistDir}: ${error instanceof Error ? error.message : String(error)}): plain pages until you run npm run build`,
        );
      }
      const template = await inlineStylesheets(raw, webDistDir);
      return { template, ssr };
    })();
    return loading;
  };
}

// The regexes below read only what `npm run build` made: the client's index.html and the CSS beside it, trusted
// and never stored or visitor text (the page's language is escaped and goes in as a replacement, never matched).
// Their classes still stop at the next `<` as well as at `>`, so even a broken template is read in linear time.

/**
 * Replaces the template's same-origin stylesheet links with inline <style> blocks (CSP allows inline styles):
 * the first paint then needs no request besides the HTML. A stylesheet that cannot be read stays a link.
 */
export async function inlineStylesheets(template: string, webDistDir: string): Promise<string> {
  const links = [...template.matchAll(/<link rel="stylesheet"[^<>]*?href="(\/assets\/[\w.-]+\.css)"[^<>]*>/g)];
  let html = template;
  for (const [tag, href] of links) {
    const css = await readFile(join(webDistDir, href), "utf8").catch(() => null);
    if (css !== null) html = html.replace(tag, () => styleBlock(css));
  }
  return html;
}

/** The template with its `<html>` tag's lang set (the template's first tag names it: `<html lang="en">`). */
function htmlLang(template: string, lang: string): string {
  const value = escapeHtml(lang);
  const tag = /<html\b[^<>]*>/i.exec(template);
  if (!tag) return template;
  const withLang = /\slang="[^"]*"/i.test(tag[0])
    ? tag[0].replace(/\slang="[^"]*"/i, () => ` lang="${value}"`)
    : tag[0].replace(/^<html/i, `<html lang="${value}"`);
  return template.slice(0, tag.index) + withLang + template.slice(tag.index + tag[0].length);
}

/** Where one slot of the template is filled: at its marker (replacing it), or where a tag of the page is. */
interface Slot {
  at: number;
  /** How much of the template the value replaces (the marker), 0 when it is put before a tag. */
  replaces: number;
  values: Array<string | Uint8Array>;
}

/**
 * Puts head tags and page markup into the template's slots (`<!--app-head-->`, `<!--app-html-->`; without them:
 * before `</head>`, inside `<div id="root">`), and the page's language into `<html lang>`. The page is joined
 * once: a page of a megabyte is not copied once per slot.
 */
export function fillTemplate(template: string, parts: { head: string; html: string; lang?: string }): string;
export function fillTemplate(template: string, parts: { head: string | Uint8Array; html: string | Uint8Array; lang?: string }): string | Buffer;
export function fillTemplate(template: string, parts: { head: string | Uint8Array; html: string | Uint8Array; lang?: string }): string | Buffer {
  const page = parts.lang ? htmlLang(template, parts.lang) : template;
  const slot = (marker: string, values: Slot["values"], tag: string, offset: number, fallbackValues: Slot["values"]): Slot | null => {
    const at = page.indexOf(marker);
    if (at !== -1) return { at, replaces: marker.length, values };
    const tagAt = page.indexOf(tag);
    return tagAt === -1 ? null : { at: tagAt + offset, replaces: 0, values: fallbackValues };
  };
  const root = '<div id="root">';
  const slots = [
    slot("<!--app-head-->", [parts.head], "</head>", 0, [parts.head, "\n"]),
    slot("<!--app-html-->", [parts.html], `${root}</div>`, root.length, [parts.html]),
  ]
    .filter((found): found is Slot => found !== null)
    .sort((a, b) => a.at - b.at);
  const pieces: Array<string | Uint8Array> = [];
  let from = 0;
  for (const { at, replaces, values } of slots) {
    pieces.push(page.slice(from, at), ...values);
    from = at + replaces;
  }
  pieces.push(page.slice(from));
  // Markup that came as bytes (from a render worker) stays bytes: the page is joined without encoding it again.
  if (pieces.every((piece) => typeof piece === "string")) return pieces.join("");
  return Buffer.concat(pieces.map((piece) => (typeof piece === "string" ? Buffer.from(piece) : piece)));
}
