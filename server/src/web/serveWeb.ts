import { readFile, stat } from "node:fs/promises";
import { join, normalize } from "node:path";
import send from "koa-send";
import type { Context, Middleware } from "koa";

export interface PublicPageRenderer {
  /** Renders a public page (/, /terms, /privacy, or the 404 page) into ctx. */
  render(ctx: Context): Promise<void>;
}

const IMMUTABLE = "public, max-age=31536000, immutable";
const NO_CACHE = "no-cache";

/**
 * Serves the built web app: hashed assets cached for a year as immutable, the admin panel's HTML at /admin
 * (never cached), other root files (logo.png, favicon) briefly cached, and everything else through the public
 * page renderer, which answers 404 for unknown paths.
 */
export function serveWeb(webDistDir: string, pages: PublicPageRenderer): Middleware {
  return async function web(ctx, next) {
    if (ctx.method !== "GET" && ctx.method !== "HEAD") return next();
    const path = ctx.path;
    if (path.startsWith("/assets/")) {
      if (await sendFile(ctx, webDistDir, path, IMMUTABLE)) return;
      ctx.status = 404;
      ctx.body = "Not found";
      return;
    }
    if (path === "/admin" || path.startsWith("/admin/")) {
      await sendHtml(ctx, join(webDistDir, "admin", "index.html"), "Admin panel");
      return;
    }
    if (/^\/[\w.-]+\.(png|jpe?g|svg|ico|webp|txt|webmanifest)$/.test(path) && (await sendFile(ctx, webDistDir, path, "public, max-age=3600"))) {
      return;
    }
    await pages.render(ctx);
  };
}

async function sendFile(ctx: Context, root: string, path: string, cacheControl: string): Promise<boolean> {
  const relative = normalize(decodeURIComponent(path)).replace(/^(\.\.[/\\])+/, "");
  try {
    const info = await stat(join(root, relative));
    if (!info.isFile()) return false;
  } catch {
    return false;
  }
  await send(ctx, relative, { root, setHeaders: (res) => res.setHeader("Cache-Control", cacheControl) });
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
