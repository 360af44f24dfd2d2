import { readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import send from "koa-send";
import { NotFoundError } from "../errors";
import type { Context, Middleware } from "koa";

export interface PublicPageRenderer {
  /** Renders a public page (/, /terms, /privacy, or the 404 page) into ctx. */
  render(ctx: Context): Promise<void>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
const NO_CACHE = "no-cache";

/** A file name in the flat assets folder: no folders, no dot-files, no percent-escapes. */
const ASSET_NAME = /^\w[\w.-]*$/;
/** Files at the site root (logo, favicon …), by name only. */
const ROOT_FILE = /^\/(\w[\w.-]*\.(?:png|jpe?g|svg|ico|webp|txt|webmanifest))$/;

/**
 * Vite's output names end in "-" and an 8-character content hash ("main-C1-z3n9D.css"): such a file never
 * changes, so it may be cached for ever. A hash is random, so it has an upper-case letter or a digit; a plain
 * word ("my-fontfile.woff") is not taken for one.
 */
export function isHashedAssetName(name: string): boolean {
  const hash = /-([\w-]{8})\.[a-z0-9]+$/i.exec(name)?.[1];
  return hash !== undefined && /[A-Z0-9]/.test(hash);
}

/**
 * Serves the built web app: files of dist/client/assets under /assets/ (hashed ones cached for a year as
 * immutable, others for an hour; nothing outside that folder), the admin panel's HTML at /admin (never
 * cached), other root files (logo.png, favicon) briefly cached, and everything else through the public page
 * renderer, which answers 404 for unknown paths. Paths are never percent-decoded: no served file needs an
 * escape, so a malformed or hostile one is simply not found.
 */
export function serveWeb(webDistDir: string, pages: PublicPageRenderer): Middleware {
  const assetsDir = join(webDistDir, "assets");
  return async function web(ctx, next) {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") {
      await next();
      if (ctx.status === 404 && ctx.body == null) throw NotFoundError();
      return;
    }
    const path = ctx.path;
    if (path.startsWith("/assets/")) {
      const name = path.slice("/assets/".length);
      if (ASSET_NAME.test(name) && (await sendFile(ctx, assetsDir, name, isHashedAssetName(name) ? IMMUTABLE : SHORT))) return;
      ctx.status = 404;
      ctx.set("Cache-Control", NO_CACHE);
      ctx.body = { detail: "Not found", code: "not_found" };
      return;
    }
    if (path === "/admin" || path.startsWith("/admin/")) {
      await sendHtml(ctx, join(webDistDir, "admin", "index.html"), "Admin panel");
      return;
    }
    const rootFile = ROOT_FILE.exec(path)?.[1];
    if (rootFile && (await sendFile(ctx, webDistDir, rootFile, SHORT))) return;
    await pages.render(ctx);
  };
}

/** Sends `root/name` (a bare file name, checked by the caller) if it is a file; false when there is none. */
async function sendFile(ctx: Context, root: string, name: string, cacheControl: string): Promise<boolean> {
  try {
    const info = await stat(join(root, name));
    if (!info.isFile()) return false;
  } catch {
    return false;
  }
  await send(ctx, name, { root, setHeaders: (res) => res.setHeader("Cache-Control", cacheControl) });
  return true;
}

async function sendHtml(ctx: Context, file: string, what: string): Promise<void> {
  ctx.set("Cache-Control", NO_CACHE);
  try {
    ctx.type = "html";
    ctx.body = await readFile(file, "utf8");
  } catch {
    ctx.status = 503;
    ctx.type = "html";
    ctx.body = `<!doctype html><title>${what} not built</title><p>${what} is not built yet. Run <code>npm run build</code>.</p>`;
  }
}
