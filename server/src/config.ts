import { resolve } from "node:path";
import { parseFormat, parseLevel } from "./logging/logger";

/** Everything the server reads from the environment. README lists each variable. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Built web app (vite build output). */
  webDistDir: string;
  /** Built SSR bundle of the public pages. */
  ssrDistDir: string;
  adminUsername: string;
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
  /** LOG_LEVEL and LOG_FORMAT, checked here so a typo stops the start with a clear message. */
  logLevel: string;
  logFormat: "json" | "pretty";
  backupKeep: number;
  contactPerMinute: number;
  loginPerMinute: number;
  /** Verify mail servers' TLS certificates (turn off only for self-signed test servers). */
  smtpRejectUnauthorized: boolean;
  /** PostgreSQL connection string; empty means the JSON files in dataDir. */
  databaseUrl: string;
}

function number(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === "") return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a non-negative number, got "${value}"`);
  return parsed;
}

function positiveInteger(value: string | undefined, fallback: number, name: string): number {
  const parsed = number(value, fallback, name);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, got "${value}"`);
  return parsed;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === "") return fallback;
  return ["1", "true", "yes", "on"].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const port = number(env.PORT, 3000, "PORT");
  return {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir: resolve(cwd, env.DATA_DIR || "data"),
    webDistDir: resolve(cwd, env.WEB_DIST_DIR || "dist/client"),
    ssrDistDir: resolve(cwd, env.SSR_DIST_DIR || "dist/ssr"),
    adminUsername: env.ADMIN_USERNAME || "admin",
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: number(env.TOKEN_TTL_HOURS, 12, "TOKEN_TTL_HOURS") * 3600,
    trustProxy: bool(env.TRUST_PROXY, false),
    proxyHops: positiveInteger(env.PROXY_HOPS, 1, "PROXY_HOPS"),
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    logRequests: bool(env.LOG_REQUESTS, true),
    logLevel: parseLevel(env.LOG_LEVEL),
    logFormat: parseFormat(env.LOG_FORMAT, Boolean(process.stdout.isTTY)),
    backupKeep: number(env.BACKUP_KEEP, 14, "BACKUP_KEEP"),
    contactPerMinute: number(env.CONTACT_RATE_LIMIT, 5, "CONTACT_RATE_LIMIT"),
    loginPerMinute: number(env.LOGIN_RATE_LIMIT, 20, "LOGIN_RATE_LIMIT"),
    smtpRejectUnauthorized: bool(env.SMTP_TLS_REJECT_UNAUTHORIZED, true),
    databaseUrl: env.DATABASE_URL || "",
  };
}
