import { createHash } from "node:crypto";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Context } from "koa";

interface Entry {
  version: string;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

const COMPRESS_FROM_BYTES = 1024;
export const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Public GET answers served from bytes serialised once per data version, with a strong ETag, 304 on
 * If-None-Match, and gzip/brotli variants compressed once. A write bumps the version and the next request
 * rebuilds the entry.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  /** Sends the cached JSON for `key`, rebuilding it with `build` when `version` changed. */
  sendJson(ctx: Context, key: string, version: string, build: () => unknown): void {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = Buffer.from(JSON.stringify(build()));
      entry = { version, body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"` };
      this.entries.set(key, entry);
    }
    this.send(ctx, entry, "application/json; charset=utf-8");
  }

  /** The same for any text answer (rendered pages, sitemap). */
  sendText(ctx: Context, key: string, version: string, type: string, build: () => string, status = 200): void {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = Buffer.from(build());
      entry = { version, body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"` };
      this.entries.set(key, entry);
    }
    this.send(ctx, entry, type, status);
  }

  clear(): void {
    this.entries.clear();
  }

  private send(ctx: Context, entry: Entry, type: string, status = 200): void {
    ctx.compress = false; // already compressed once here; koa-compress need not look at it
    ctx.set("ETag", entry.etag);
    ctx.set("Cache-Control", PUBLIC_CACHE_CONTROL);
    ctx.vary("Accept-Encoding");
    if (status === 200 && matchesEtag(ctx.get("if-none-match"), entry.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.status = status;
    ctx.type = type;
    const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? ctx.acceptsEncodings("br", "gzip", "identity") : "identity";
    if (encoding === "br") {
      entry.br ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      ctx.set("Content-Encoding", "br");
      ctx.body = entry.br;
    } else if (encoding === "gzip") {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      ctx.set("Content-Encoding", "gzip");
      ctx.body = entry.gzip;
    } else {
      ctx.body = entry.body;
    }
  }
}

function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
