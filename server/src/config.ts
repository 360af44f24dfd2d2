import { resolve } from "node:path";
import { withoutTrailingSlashes } from "../../common/trailingSlashes";
import { LOG_LEVELS, type LogFormat, type LogLevel } from "./logging/logger";

/**
 * Everything the server and its command-line tools read from the environment, read here once: nothing else
 * looks at process.env. README lists each variable and the values it takes; any other value stops the start
 * with a message naming the variable.
 */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Built web app (vite build output). */
  webDistDir: string;
  /** Built SSR bundle of the public pages. */
  ssrDistDir: string;
  /** ADMIN_USERNAME when set: the name of a new admin account (else "admin"), or the new name for admin:password. */
  adminUsername?: string;
  adminPassword?: string;
  jwtSecret?: string;
  tokenTtlSeconds: number;
  /** Trust X-Forwarded-* and X-Request-Id from a reverse proxy (Koa's app.proxy). */
  trustProxy: boolean;
  /**
   * How many proxies in front of the server append to X-Forwarded-For (Koa's maxIpsCount): the client address
   * is the one the outermost trusted proxy saw, so addresses a client puts in the header itself are ignored.
   */
  proxyHops: number;
  /** Public address of the site for canonical links and the sitemap, e.g. https://hosting.example.com. */
  publicUrl: string;
  logRequests: boolean;
  logLevel: LogLevel;
  logFormat: LogFormat;
  backupKeep: number;
  /** Contact-form messages per client address per minute; 0 = no limit. */
  contactPerMinute: number;
  loginPerMinute: number;
  /** Verify mail servers' TLS certificates (turn off only for self-signed test servers). */
  smtpRejectUnauthorized: boolean;
  /** PostgreSQL connection string; empty means the JSON files in dataDir. */
  databaseUrl: string;
  /**
   * What a new site (an empty data folder or database) starts with: the demo company, plans, categories and promo
   * codes (true), or no plans, categories or promo codes and neutral placeholder texts (false). Read on the first
   * start only.
   */
  demoContent: boolean;
  /** PAGE_CACHE_MB: the most the cache of rendered answers holds, in bytes (least recently served entries go first). */
  pageCacheBytes: number;
}

/** Unset and empty variables take their default. */
function given(value: string | undefined): value is string {
  return value !== undefined && value !== "";
}

const WHOLE_NUMBER = /^[0-9]+$/;
const DECIMAL = /^[0-9]+(\.[0-9]+)?$/;

/** A whole number in plain digits from `min` to `max`. */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (!given(value)) return fallback;
  const parsed = WHOLE_NUMBER.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) throw new Error(`${name} must be a whole number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return parsed;
}

/** A number in plain decimal notation (no exponent, sign or hex) from `min` to `max`. */
function decimal(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const value = env[name];
  if (!given(value)) return fallback;
  const parsed = DECIMAL.test(value) ? Number(value) : Number.NaN;
  if (!(parsed >= min && parsed <= max)) throw new Error(`${name} must be a number from ${min} to ${max}, got ${JSON.stringify(value)}`);
  return parsed;
}

const SWITCH_VALUES = new Map([
  ["true", true],
  ["1", true],
  ["yes", true],
  ["false", false],
  ["0", false],
  ["no", false],
]);

/** true/false, 1/0 or yes/no in any case: a typo must never turn a safety check off. */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name];
  if (!given(value)) return fallback;
  const parsed = SWITCH_VALUES.get(value.toLowerCase());
  if (parsed === undefined) throw new Error(`${name} must be true or false (also 1/0, yes/no), got ${JSON.stringify(value)}`);
  return parsed;
}

function logLevel(value: string | undefined): LogLevel {
  const level = (given(value) ? value : "info").toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}, got ${JSON.stringify(value)}`);
  return level as LogLevel;
}

function logFormat(value: string | undefined, isTTY: boolean): LogFormat {
  const format = (given(value) ? value : isTTY ? "pretty" : "json").toLowerCase();
  if (format !== "json" && format !== "pretty") throw new Error(`LOG_FORMAT must be "json" or "pretty", got ${JSON.stringify(value)}`);
  return format;
}

/** An admin sign-in lasts from a quarter of an hour to a year: 0 would let nobody in, an absurd length breaks every sign-in. */
const TOKEN_TTL_HOURS = { min: 0.25, max: 8760 };

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = wholeNumber(env, "PORT", 3000, 1, 65535);
  return {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(cwd, env.DATA_DIR || "data"),
    webDistDir: resolve(cwd, env.WEB_DIST_DIR || "dist/client"),
    ssrDistDir: resolve(cwd, env.SSR_DIST_DIR || "dist/ssr"),
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: Math.round(decimal(env, "TOKEN_TTL_HOURS", 12, TOKEN_TTL_HOURS.min, TOKEN_TTL_HOURS.max) * 3600),
    trustProxy: flag(env, "TRUST_PROXY", false),
    // More than a few proxies in a chain is a mistake, and each hop trusted is an address a client could write.
    proxyHops: wholeNumber(env, "PROXY_HOPS", 1, 1, 10),
    publicUrl: withoutTrailingSlashes(env.PUBLIC_URL || `http://localhost:${port}`),
    logRequests: flag(env, "LOG_REQUESTS", true),
    logLevel: logLevel(env.LOG_LEVEL),
    logFormat: logFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    backupKeep: wholeNumber(env, "BACKUP_KEEP", 14, 1, 1000),
    contactPerMinute: wholeNumber(env, "CONTACT_RATE_LIMIT", 5, 0, 10_000),
    loginPerMinute: wholeNumber(env, "LOGIN_RATE_LIMIT", 20, 1, 10_000),
    smtpRejectUnauthorized: flag(env, "SMTP_TLS_REJECT_UNAUTHORIZED", true),
    databaseUrl: env.DATABASE_URL || "",
    demoContent: flag(env, "DEMO_CONTENT", true),
    pageCacheBytes: wholeNumber(env, "PAGE_CACHE_MB", 64, 1, 65_536) * 1024 * 1024,
  };
}
