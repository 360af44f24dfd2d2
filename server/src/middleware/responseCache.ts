import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliCompressSync, constants, gunzipSync, gzip, gzipSync } from "node:zlib";
import type { Context } from "koa";
import Negotiator from "negotiator";

interface Entry {
  key: string;
  version: string;
  etag: string;
  /** The answer as built; let go once both compressed variants exist (a client without compression gets it unzipped). */
  body?: Buffer;
  bodyLength: number;
  gzip?: Buffer;
  /** Brotli at its best quality, made in the background once the entry exists. */
  br?: Buffer;
  /** Brotli at a quick quality, for a client that wants brotli more than gzip before `br` is ready. */
  quickBr?: Buffer;
  /** Settles when the gzip variant, compressed in the background, is ready. */
  gzipReady?: Promise<void>;
  /** Bytes this entry holds (its buffers). */
  bytes: number;
}

/**
 * What a request gets from a cached entry, whoever writes it (Koa, or the cached-answer lane before it): the
 * status, the entry's own headers and the bytes (none for a 304).
 */
export interface CachedReply {
  status: number;
  headers: Array<[name: string, value: string]>;
  body: Buffer | null;
}

/** What the cache holds and has done since the server started. */
export interface ResponseCacheStats {
  entries: number;
  bytes: number;
  max_bytes: number;
  hits: number;
  misses: number;
  evictions: number;
}

const gzipAsync = promisify(gzip);

const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's best quality costs about a millisecond per kilobyte (a home page of 90 KB: 86 ms, and 1.3 KB smaller than
 * at quality 6, which is what makes it fit the first round trip of a phone's connection). Above this size that price
 * buys little: a big catalogue's home page of 1.6 MB took 1.4 s of a core at the best quality, once per language and
 * currency after every save, against 13 ms at quality 6 for 11 % more bytes (31 instead of 28 KB, gzip: 60 KB).
 */
export const BEST_BROTLI_UP_TO_BYTES = 256 * 1024;
export const LARGE_ANSWER_BROTLI_QUALITY = 6;

function brotliQualityFor(bytes: number): number {
  return bytes <= BEST_BROTLI_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : LARGE_ANSWER_BROTLI_QUALITY;
}
/** The encodings the cache serves, best first: brotli wins over gzip when a client wants both as much. */
const ENCODINGS = ["br", "gzip", "identity"];
/** While the best brotli variant is being made, gzip wins the tie (a client that wants brotli more gets the quick one). */
const UNTIL_BROTLI_IS_READY = ["gzip", "br", "identity"];
const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Public GET answers served from bytes serialised once per data version, with a strong ETag, 304 on
 * If-None-Match, and gzip/brotli variants compressed once. A write bumps the version and the next request
 * rebuilds the entry.
 *
 * Brotli is compressed at its best quality off the event loop (in libuv's thread pool), started when an entry is
 * built (an answer over 256 KB at a quicker quality: see BEST_BROTLI_UP_TO_BYTES); until it is ready, a client that wants gzip as much gets gzip. Every byte counts on the first request of a
 * phone on a slow network: the home page at brotli's best quality fits the first round trip of a new connection
 * (about 14 KB), where gzip does not.
 *
 * The cache holds at most `maxBytes` (PAGE_CACHE_MB): once an answer has both compressed variants, only those are
 * kept, and when the bytes held pass the cap the least recently served entries go first. An answer larger than the
 * whole cap is served and not kept. A site of many pages in many languages and currencies then costs a bounded
 * amount of memory: a page not asked for in a while is rendered again on its next visit.
 */
export class ResponseCache {
  /** In order of use: the least recently served first. */
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private hits = 0;
  private misses = 0;
  private evictions = 0;

  constructor(private readonly maxBytes: number) {}

  /** Sends the cached JSON for `key`, rebuilding it with `build` when `version` changed. */
  sendJson(ctx: Context, key: string, version: string, build: () => unknown): void {
    const entry = this.fresh(key, [version]) ?? this.add(key, version, Buffer.from(JSON.stringify(build())), false);
    this.send(ctx, entry, JSON_CONTENT_TYPE);
  }

  /**
   * The same for any text answer (rendered pages, sitemap), built as text or already as UTF-8 bytes. A new entry's
   * gzip variant is compressed off the event loop (a page of a megabyte takes a while), and a client that takes
   * gzip waits for it.
   */
  async sendText(ctx: Context, key: string, version: string, type: string, build: () => string | Buffer, status = 200): Promise<void> {
    const entry = this.fresh(key, [version]) ?? this.add(key, version, asBytes(build()), true);
    // Only a client that gets gzip waits for it; one that takes no compression has its page at once.
    if (entry.gzipReady && !entry.gzip && encodingFor(ctx.req, entry) === "gzip") await entry.gzipReady;
    this.send(ctx, entry, type, status);
  }

  /** Sends the cached answer for `key` when it is of one of `versions`; false, sending nothing, when it must be built. */
  sendIfFresh(ctx: Context, key: string, versions: readonly string[], type: string, status = 200): boolean {
    const entry = this.fresh(key, versions);
    if (!entry) return false;
    this.send(ctx, entry, type, status);
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  stats(): ResponseCacheStats {
    return { entries: this.entries.size, bytes: this.bytes, max_bytes: this.maxBytes, hits: this.hits, misses: this.misses, evictions: this.evictions };
  }

  /** The entry for `key` when it is of one of `versions`, counted as a hit and made the most recently used. */
  private fresh(key: string, versions: readonly string[]): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry || !versions.includes(entry.version)) return undefined;
    this.hits++;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** A new entry for `body` in place of any older one; its compressed variants start at once, off the event loop. */
  private add(key: string, version: string, body: Buffer, gzipInBackground: boolean): Entry {
    this.misses++;
    this.remove(key);
    const entry: Entry = {
      key,
      version,
      body,
      bodyLength: body.length,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      bytes: 0,
    };
    this.entries.set(key, entry);
    this.hold(entry, body.length);
    if (body.length >= COMPRESS_FROM_BYTES) {
      const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(body.length), [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
      brotliCompress(body, { params }, (error, compressed) => {
        if (error) return;
        const quick = entry.quickBr?.length ?? 0;
        entry.br = ownBytes(compressed);
        entry.quickBr = undefined;
        this.hold(entry, compressed.length - quick);
        this.dropBodyOnceCompressed(entry);
      });
      if (gzipInBackground)
        entry.gzipReady = gzipAsync(body, { level: 6 }).then(
          (compressed) => this.setGzip(entry, compressed),
          () => undefined,
        );
    }
    return entry;
  }

  private setGzip(entry: Entry, compressed: Buffer): void {
    if (entry.gzip) return;
    entry.gzip = ownBytes(compressed);
    this.hold(entry, compressed.length);
    this.dropBodyOnceCompressed(entry);
  }

  private dropBodyOnceCompressed(entry: Entry): void {
    if (!entry.body || !entry.gzip || !entry.br) return;
    const length = entry.body.length;
    entry.body = undefined;
    this.hold(entry, -length);
  }

  /**
   * The answer as built, for a client that takes no compression (a script, a monitoring probe): unzipped again
   * once after the compressed variants let it go, and then kept with them (counted against the cap), as a
   * client that asks once tends to ask again.
   */
  private bodyOf(entry: Entry): Buffer {
    if (entry.body) return entry.body;
    const body = ownBytes(gunzipSync(entry.gzip!));
    entry.body = body;
    this.hold(entry, body.length);
    return body;
  }

  /** Counts `delta` more bytes held by `entry` (while it is in the cache) and keeps the cache under its cap. */
  private hold(entry: Entry, delta: number): void {
    entry.bytes += delta;
    if (this.entries.get(entry.key) !== entry) return;
    this.bytes += delta;
    for (const [key, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(key);
      this.evictions++;
      if (oldest === entry) break;
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }

  /**
   * The reply for a request that a fresh entry for `key` answers (counted as a hit), for a writer of its own (the
   * cached-answer lane); undefined when the answer must be built first.
   */
  replyIfFresh(req: IncomingMessage, key: string, version: string, type: string): CachedReply | undefined {
    const entry = this.fresh(key, [version]);
    return entry && this.replyFor(req, entry, type);
  }

  private send(ctx: Context, entry: Entry, type: string, status = 200): void {
    ctx.compress = false; // already compressed once here; koa-compress need not look at it
    const reply = this.replyFor(ctx.req, entry, type, status);
    for (const [name, value] of reply.headers) {
      if (name === "Vary") ctx.vary(value);
      else if (name === "Content-Type") ctx.type = value;
      else ctx.set(name, value);
    }
    ctx.status = reply.status;
    if (reply.body) ctx.body = reply.body;
  }

  private replyFor(req: IncomingMessage, entry: Entry, type: string, status = 200): CachedReply {
    const headers: CachedReply["headers"] = [
      ["ETag", entry.etag],
      ["Cache-Control", PUBLIC_CACHE_CONTROL],
      ["Vary", "Accept-Encoding"],
    ];
    if (status === 200 && matchesEtag(req.headers["if-none-match"] ?? "", entry.etag)) return { status: 304, headers, body: null };
    headers.push(["Content-Type", type]);
    const encoding = encodingFor(req, entry);
    if (encoding === "br") {
      headers.push(["Content-Encoding", "br"]);
      if (!entry.br && !entry.quickBr) {
        entry.quickBr = ownBytes(brotliCompressSync(this.bodyOf(entry), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
        this.hold(entry, entry.quickBr.length);
      }
      return { status, headers, body: (entry.br ?? entry.quickBr)! };
    }
    if (encoding === "gzip") {
      if (!entry.gzip) this.setGzip(entry, gzipSync(this.bodyOf(entry), { level: 6 }));
      headers.push(["Content-Encoding", "gzip"]);
      return { status, headers, body: entry.gzip! };
    }
    return { status, headers, body: this.bodyOf(entry) };
  }
}

/** The encoding an answer goes out in: the client's best of ours, gzip winning a tie until the best brotli is ready. */
function encodingFor(req: IncomingMessage, entry: Entry): string {
  if (entry.bodyLength < COMPRESS_FROM_BYTES) return "identity";
  return new Negotiator(req).encoding(ENCODINGS, { preferred: entry.br ? ENCODINGS : UNTIL_BROTLI_IS_READY }) ?? "identity";
}

/**
 * `bytes` in memory of their own. zlib hands back a view of its output chunk (64 KB on Node 24, 16 KB on Node 20)
 * even for an answer that compresses to a few kilobytes, and the view keeps the whole chunk alive: kept as it is,
 * each cached variant of a small page would hold 64 KB (a big site's 1,900 cached pages: 120 MB for 30 MB of
 * answers).
 */
export function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.length) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.length);
  bytes.copy(own);
  return own;
}

function asBytes(text: string | Buffer): Buffer {
  return typeof text === "string" ? Buffer.from(text) : text;
}

function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
