import { createHash } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompress, brotliDecompressSync, constants, gzip } from "node:zlib";
import type { Context } from "koa";
import Negotiator from "negotiator";

interface Entry {
  key: string;
  version: string;
  etag: string;
  /**
   * The answer as built: let go once the best brotli variant exists, and made again from it for a client that
   * takes no compression (then kept, as a client that asks once tends to ask again).
   */
  body?: Buffer;
  bodyLength: number;
  /** Brotli at its best quality (a large answer: a quicker one), made in the background once the entry exists. */
  br?: Buffer;
  /** Brotli at a quick quality, for a client that takes brotli before `br` is ready; let go when it is. */
  quickBr?: Buffer;
  /** gzip, made only when a client takes it over brotli (or takes no brotli), then kept. */
  gzip?: Buffer;
  /** Whether the best brotli variant is being made (or made). */
  bestStarted?: boolean;
  /** A variant being made off the event loop for waiting clients, by encoding. */
  making: Map<string, Promise<void>>;
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
const brotliAsync = promisify(brotliCompress);
const unbrotliAsync = promisify(brotliDecompress);

const COMPRESS_FROM_BYTES = 1024;
/**
 * Brotli's best quality costs about a millisecond per kilobyte (a home page of 90 KB: 86 ms, and 1.3 KB smaller than
 * at quality 6, which is what makes it fit the first round trip of a phone's connection). Above this size that price
 * buys little: a big catalogue's home page of 1.6 MB took 1.4 s of a core at the best quality, once per language and
 * currency after every save, against 13 ms at quality 6 for 11 % more bytes (31 instead of 28 KB, gzip: 60 KB).
 */
export const BEST_BROTLI_UP_TO_BYTES = 256 * 1024;
export const LARGE_ANSWER_BROTLI_QUALITY = 6;
/** Brotli for a client that comes before the best variant is ready: a 90 KB page in about 3 ms, smaller than gzip. */
const QUICK_BROTLI_QUALITY = 5;
/**
 * The same for a large answer, whose first client would otherwise wait for the background variant: a big
 * catalogue's home page of 1.2 MB in 6 ms at quality 3 (44 KB) against 18-27 ms at quality 6 (32 KB) and 16 ms at
 * quality 5, so the first visitor after a save gets its first bytes that much sooner.
 */
export const LARGE_ANSWER_QUICK_BROTLI_QUALITY = 3;
const GZIP_LEVEL = 6;

function brotliQualityFor(bytes: number): number {
  return bytes <= BEST_BROTLI_UP_TO_BYTES ? constants.BROTLI_MAX_QUALITY : LARGE_ANSWER_BROTLI_QUALITY;
}
/** The encodings the cache serves, best first: brotli wins over gzip when a client wants both as much. */
const ENCODINGS = ["br", "gzip", "identity"];
const PUBLIC_CACHE_CONTROL = "public, max-age=0, must-revalidate";
export const JSON_CONTENT_TYPE = "application/json; charset=utf-8";

/**
 * Public GET answers served from bytes serialised once per data version, with a strong ETag, 304 on
 * If-None-Match, and compressed variants made once. A write bumps the version and the next request rebuilds the
 * entry.
 *
 * Every variant is compressed off the event loop (in libuv's thread pool), and a client waits only for the one it
 * takes. Brotli at its best quality is started when an entry is built (an answer over 256 KB at a quicker quality,
 * see BEST_BROTLI_UP_TO_BYTES, and after the quick variant its first client waits for): every byte counts on the
 * first request of a phone on a slow network, and the home page at brotli's best quality fits the first round trip
 * of a new connection (about 14 KB), where gzip does not. Brotli wins a tie, so browsers and crawlers (which take
 * both) get it; one that comes before the best variant is ready gets brotli at a quick quality.
 *
 * The cache holds at most `maxBytes` (PAGE_CACHE_MB). Once the best brotli variant exists it is all an entry
 * keeps; gzip is made (from it) and kept only once a client takes gzip, and the answer itself once a client takes
 * no compression. When the bytes held pass the cap the least recently served entries go first. An answer larger
 * than the whole cap is served and not kept. A site of many pages in many languages and currencies then costs a
 * bounded amount of memory: a page not asked for in a while is rendered again on its next visit.
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
  async sendJson(ctx: Context, key: string, version: string, build: () => unknown): Promise<void> {
    const entry = this.fresh(key, [version]) ?? this.add(key, version, Buffer.from(JSON.stringify(build())));
    await this.send(ctx, entry, JSON_CONTENT_TYPE);
  }

  /** The same for any text answer (rendered pages, sitemap), built as text or already as UTF-8 bytes. */
  async sendText(ctx: Context, key: string, version: string, type: string, build: () => string | Buffer, status = 200): Promise<void> {
    const entry = this.fresh(key, [version]) ?? this.add(key, version, asBytes(build()));
    await this.send(ctx, entry, type, status);
  }

  /** Sends the cached answer for `key` when it is of one of `versions`; false, sending nothing, when it must be built. */
  async sendIfFresh(ctx: Context, key: string, versions: readonly string[], type: string, status = 200): Promise<boolean> {
    const entry = this.fresh(key, versions);
    if (!entry) return false;
    await this.send(ctx, entry, type, status);
    return true;
  }

  /**
   * The reply for a request that a fresh entry for `key` answers (counted as a hit), for a writer of its own (the
   * cached-answer lane); undefined when the answer must be built first, or the variant the client takes made.
   */
  replyIfFresh(req: IncomingMessage, key: string, version: string, type: string): CachedReply | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    const encoding = encodingFor(req, entry);
    if (!this.readyFor(req, entry, encoding)) return undefined;
    this.served(entry);
    return this.replyFor(req, entry, type, encoding);
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
    this.served(entry);
    return entry;
  }

  /** Counts a hit on `entry` and makes it the most recently used. */
  private served(entry: Entry): void {
    this.hits++;
    this.entries.delete(entry.key);
    this.entries.set(entry.key, entry);
  }

  /**
   * A new entry for `body` in place of any older one; its best brotli variant starts at once, off the event loop. A
   * large answer's starts after the quick one its first client waits for (made()), when that client takes brotli.
   */
  private add(key: string, version: string, body: Buffer): Entry {
    this.misses++;
    this.remove(key);
    const entry: Entry = {
      key,
      version,
      body,
      bodyLength: body.length,
      etag: `"${createHash("sha1").update(body).digest("base64url").slice(0, 22)}"`,
      making: new Map(),
      bytes: 0,
    };
    this.entries.set(key, entry);
    this.hold(entry, body.length);
    if (body.length > BEST_BROTLI_UP_TO_BYTES) {
      // The request that built it asks for its variant in this same turn of the event loop (send()).
      setImmediate(() => {
        if (!entry.making.has("br")) this.makeBestBrotli(entry, body);
      });
    } else if (body.length >= COMPRESS_FROM_BYTES) {
      this.makeBestBrotli(entry, body);
    }
    return entry;
  }

  /** Makes the best brotli variant off the event loop, once. */
  private makeBestBrotli(entry: Entry, body: Buffer): void {
    if (entry.bestStarted) return;
    entry.bestStarted = true;
    const params = { [constants.BROTLI_PARAM_QUALITY]: brotliQualityFor(body.length), [constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    brotliAsync(body, { params }).then(
      (compressed) => this.setBestBrotli(entry, ownBytes(compressed)),
      () => undefined,
    );
  }

  /** The best brotli variant is ready: it replaces the quick one, and the answer itself is let go. */
  private setBestBrotli(entry: Entry, br: Buffer): void {
    const dropped = (entry.quickBr?.length ?? 0) + (entry.body?.length ?? 0);
    entry.br = br;
    entry.quickBr = undefined;
    entry.body = undefined;
    this.hold(entry, br.length - dropped);
  }

  /** The bytes an entry has ready for `encoding`, if any. */
  private variantOf(entry: Entry, encoding: string): Buffer | undefined {
    if (encoding === "br") return entry.br ?? entry.quickBr;
    if (encoding === "gzip") return entry.gzip;
    return entry.body;
  }

  /** Whether the entry can answer `req` at once: a 304, or the variant in the client's `encoding` is made. */
  private readyFor(req: IncomingMessage, entry: Entry, encoding: string, status = 200): boolean {
    return notModified(req, entry, status) || this.variantOf(entry, encoding) !== undefined;
  }

  /** Makes the variant for `encoding` off the event loop, once however many clients wait for it. */
  private make(entry: Entry, encoding: string): Promise<void> {
    let making = entry.making.get(encoding);
    if (!making) {
      making = this.made(entry, encoding)
        .catch(() => undefined)
        .finally(() => entry.making.delete(encoding));
      entry.making.set(encoding, making);
    }
    return making;
  }

  private async made(entry: Entry, encoding: string): Promise<void> {
    // The answer itself exists until the best brotli variant does, and is made again from it after.
    const body = entry.body ?? (await unbrotliAsync(entry.br!));
    if (encoding === "br") {
      const large = body.length > BEST_BROTLI_UP_TO_BYTES;
      const params = {
        [constants.BROTLI_PARAM_QUALITY]: large ? LARGE_ANSWER_QUICK_BROTLI_QUALITY : QUICK_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      };
      try {
        const quick = ownBytes(await brotliAsync(body, { params }));
        if (!entry.br && !entry.quickBr) this.keep(entry, "quickBr", quick);
      } finally {
        // A large answer's best variant waited for this one (add()).
        if (large && entry.body) this.makeBestBrotli(entry, entry.body);
      }
    } else if (encoding === "gzip") {
      const gzipped = ownBytes(await gzipAsync(body, { level: GZIP_LEVEL }));
      if (!entry.gzip) this.keep(entry, "gzip", gzipped);
    } else if (!entry.body) {
      this.keep(entry, "body", ownBytes(body));
    }
  }

  private keep(entry: Entry, variant: "body" | "quickBr" | "gzip", bytes: Buffer): void {
    entry[variant] = bytes;
    this.hold(entry, bytes.length);
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

  /** Sends `entry` in the encoding the client takes, once that variant is made (a 304 needs none). */
  private async send(ctx: Context, entry: Entry, type: string, status = 200): Promise<void> {
    ctx.compress = false; // already compressed once here; koa-compress need not look at it
    const encoding = encodingFor(ctx.req, entry);
    if (!this.readyFor(ctx.req, entry, encoding, status)) await this.make(entry, encoding);
    const reply = this.replyFor(ctx.req, entry, type, encoding, status);
    for (const [name, value] of reply.headers) {
      if (name === "Vary") ctx.vary(value);
      else if (name === "Content-Type") ctx.type = value;
      else ctx.set(name, value);
    }
    ctx.status = reply.status;
    if (reply.body) ctx.body = reply.body;
  }

  /** The reply to `req` in the `encoding` negotiated for it (encodingFor). */
  private replyFor(req: IncomingMessage, entry: Entry, type: string, encoding: string, status = 200): CachedReply {
    const headers: CachedReply["headers"] = [
      ["ETag", entry.etag],
      ["Cache-Control", PUBLIC_CACHE_CONTROL],
      ["Vary", "Accept-Encoding"],
    ];
    if (notModified(req, entry, status)) return { status: 304, headers, body: null };
    headers.push(["Content-Type", type]);
    let body = this.variantOf(entry, encoding);
    // Not made (it could not be, or was let go meanwhile): the answer as it is, which every client takes.
    if (!body) {
      encoding = "identity";
      body = entry.body ?? brotliDecompressSync(entry.br!);
    }
    if (encoding !== "identity") headers.push(["Content-Encoding", encoding]);
    return { status, headers, body };
  }
}

/** The encoding an answer goes out in: the client's best of ours, brotli winning a tie. */
function encodingFor(req: IncomingMessage, entry: Entry): string {
  if (entry.bodyLength < COMPRESS_FROM_BYTES) return "identity";
  return new Negotiator(req).encoding(ENCODINGS, { preferred: ENCODINGS }) ?? "identity";
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

/** A 304 for a client that has the entry's bytes already (only ever in place of a 200). */
function notModified(req: IncomingMessage, entry: Entry, status: number): boolean {
  return status === 200 && matchesEtag(req.headers["if-none-match"] ?? "", entry.etag);
}

function matchesEtag(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  return header.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}
