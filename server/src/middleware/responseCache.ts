import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from "node:zlib";
import type { Context } from "koa";
import Negotiator from "negotiator";

interface Entry {
  version: string;
  etag: string;
  body: Buffer;
  gzip?: Buffer;
  /** Brotli at its best quality, made in the background once the entry exists. */
  br?: Buffer;
  /** Brotli at a quick quality, for a client that wants brotli more than gzip before `br` is ready. */
  quickBr?: Buffer;
  /** Settles when the gzip variant, compressed in the background, is ready. */
  gzipReady?: Promise<void>;
}

const gzipAsync = promisify(gzip);

const COMPRESS_FROM_BYTES = 1024;
/** The encodings the cache serves, best first: brotli wins over gzip when a client wants both as much. */
const ENCODINGS = ["br", "gzip", "identity"];
/** While the best brotli variant is being made, gzip wins the tie (a client that wants brotli more gets the quick one). */
const UNTIL_BROTLI_IS_READY = ["gzip", "br", "identity"];
const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";

/**
 * Public GET answers served from bytes serialised once per data version, with a strong ETag, 304 on
 * If-None-Match, and gzip/brotli variants compressed once. A write bumps the version and the next request
 * rebuilds the entry.
 *
 * Brotli is compressed at its best quality off the event loop (in libuv's thread pool), started when an entry is
 * built; until it is ready, a client that wants gzip as much gets gzip. Every byte counts on the first request of a
 * phone on a slow network: the home page at brotli's best quality fits the first round trip of a new connection
 * (about 14 KB), where gzip does not.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();

  /** Sends the cached JSON for `key`, rebuilding it with `build` when `version` changed. */
  sendJson(ctx: Context, key: string, version: string, build: () => unknown): void {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = Buffer.from(JSON.stringify(build()));
      entry = newEntry(version, body);
      this.entries.set(key, entry);
    }
    this.send(ctx, entry, "application/json; charset=utf-8");
  }

  /**
   * The same for any text answer (rendered pages, sitemap). A new entry's gzip variant is compressed off the event
   * loop (a page of a megabyte takes a while), and a client that takes gzip waits for it.
   */
  async sendText(ctx: Context, key: string, version: string, type: string, build: () => string, status = 200): Promise<void> {
    let entry = this.entries.get(key);
    if (!entry || entry.version !== version) {
      const body = Buffer.from(build());
      entry = newEntry(version, body);
      if (body.length >= COMPRESS_FROM_BYTES)
        entry.gzipReady = gzipAsync(body, { level: 6 }).then(
          (compressed) => void (entry!.gzip ??= compressed),
          () => undefined,
        );
      this.entries.set(key, entry);
    }
    // Only a client that gets gzip waits for it; one that takes no compression has its page at once.
    if (entry.gzipReady && !entry.gzip && encodingFor(ctx, entry) === "gzip") await entry.gzipReady;
    this.send(ctx, entry, type, status);
  }

  /** Sends the cached answer for `key` when it is of one of `versions`; false, sending nothing, when it must be built. */
  sendIfFresh(ctx: Context, key: string, versions: readonly string[], type: string, status = 200): boolean {
    const entry = this.entries.get(key);
    if (!entry || !versions.includes(entry.version)) return false;
    this.send(ctx, entry, type, status);
    return true;
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
    const encoding = encodingFor(ctx, entry);
    if (encoding === "br") {
      ctx.set("Content-Encoding", "br");
      ctx.body = entry.br ?? (entry.quickBr ??= brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
    } else if (encoding === "gzip") {
      entry.gzip ??= gzipSync(entry.body, { level: 6 });
      ctx.set("Content-Encoding", "gzip");
      ctx.body = entry.gzip;
    } else {
      ctx.body = entry.body;
    }
  }
}

/** The encoding an answer goes out in: the client's best of ours, gzip winning a tie until the best brotli is ready. */
function encodingFor(ctx: Context, entry: Entry): string {
  if (entry.body.length < COMPRESS_FROM_BYTES) return "identity";
  return new Negotiator(ctx.req).encoding(ENCODINGS, { preferred: entry.br ? ENCODINGS : UNTIL_BROTLI_IS_READY }) ?? "identity";
}

/** A cache entry for `body`; its best brotli variant starts compressing at once. */
function newEntry(version: string, body: Buffer): Entry {
  const entry: Entry = { version, body, etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"` };
  if (body.length >= COMPRESS_FROM_BYTES) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    brotliCompress(body, { params }, (error, compressed) => {
      if (!error) entry.br = compressed;
    });
  }
  return entry;
}

function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
