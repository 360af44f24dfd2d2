import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { freePort } from "../test/serverProcess";
import { loadConfig } from "./config";

describe("loadConfig: proxy and log settings", () => {
  it("defaults: no proxy trusted, one proxy hop, request logging on, level info", () => {
    const config = loadConfig({}, "/srv/site");
    expect(config).toMatchObject({ trustProxy: false, proxyHops: 1, logRequests: true, logLevel: "info" });
  });

  it("reads TRUST_PROXY, PROXY_HOPS, LOG_REQUESTS, LOG_LEVEL and LOG_FORMAT", () => {
    const config = loadConfig({ TRUST_PROXY: "true", PROXY_HOPS: "2", LOG_REQUESTS: "false", LOG_LEVEL: "WARN", LOG_FORMAT: "pretty" }, "/srv/site");
    expect(config).toMatchObject({ trustProxy: true, proxyHops: 2, logRequests: false, logLevel: "warn", logFormat: "pretty" });
    expect(loadConfig({ LOG_FORMAT: "json" }).logFormat).toBe("json");
  });

  it.each([
    [{ LOG_LEVEL: "loud" }, /LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, got "loud"/],
    [{ LOG_FORMAT: "text" }, /LOG_FORMAT must be "json" or "pretty", got "text"/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("loadConfig: switches", () => {
  const SWITCHES = [
    ["TRUST_PROXY", "trustProxy"],
    ["LOG_REQUESTS", "logRequests"],
    ["SMTP_TLS_REJECT_UNAUTHORIZED", "smtpRejectUnauthorized"],
    ["DEMO_CONTENT", "demoContent"],
  ] as const;

  it.each(SWITCHES)("%s takes true/false/1/0/yes/no in any case", (name, field) => {
    for (const on of ["true", "TRUE", "True", "1", "yes", "YES"]) expect(loadConfig({ [name]: on })[field]).toBe(true);
    for (const off of ["false", "FALSE", "False", "0", "no", "No"]) expect(loadConfig({ [name]: off })[field]).toBe(false);
  });

  it.each(SWITCHES)("%s: anything else stops the start, naming the variable and the value", (name) => {
    for (const typo of ["flase", "ture", "off", "on", "y", "2", "-1", "true ", "enabled"]) {
      expect(() => loadConfig({ [name]: typo })).toThrow(`${name} must be true or false (also 1/0, yes/no), got ${JSON.stringify(typo)}`);
    }
  });

  it("an empty or missing switch keeps its default: certificates checked, request log on, no proxy trusted, demo content", () => {
    for (const env of [{}, { SMTP_TLS_REJECT_UNAUTHORIZED: "", LOG_REQUESTS: "", TRUST_PROXY: "", DEMO_CONTENT: "" }]) {
      expect(loadConfig(env)).toMatchObject({ smtpRejectUnauthorized: true, logRequests: true, trustProxy: false, demoContent: true });
    }
  });
});

describe("loadConfig: numbers", () => {
  it("PAGE_CACHE_MB: 64 MB by default, 1 to 65536 MB, anything else stops the start", () => {
    expect(loadConfig({}).pageCacheBytes).toBe(64 * 1024 * 1024);
    expect(loadConfig({ PAGE_CACHE_MB: "256" }).pageCacheBytes).toBe(256 * 1024 * 1024);
    for (const wrong of ["0", "65537", "1.5", "-1", "64MB"]) {
      expect(() => loadConfig({ PAGE_CACHE_MB: wrong })).toThrow(`PAGE_CACHE_MB must be a whole number from 1 to 65536, got ${JSON.stringify(wrong)}`);
    }
  });

  it("TOKEN_TTL_HOURS takes 0.25 to 8760 hours", () => {
    expect(loadConfig({}).tokenTtlSeconds).toBe(12 * 3600);
    expect(loadConfig({ TOKEN_TTL_HOURS: "0.25" }).tokenTtlSeconds).toBe(900);
    expect(loadConfig({ TOKEN_TTL_HOURS: "1.5" }).tokenTtlSeconds).toBe(5400);
    expect(loadConfig({ TOKEN_TTL_HOURS: "8760" }).tokenTtlSeconds).toBe(8760 * 3600);
    for (const bad of ["0", "0.2", "8761", "1e10", "-1", "Infinity", "NaN", "twelve", "0x10", "12h", " "]) {
      expect(() => loadConfig({ TOKEN_TTL_HOURS: bad })).toThrow(`TOKEN_TTL_HOURS must be a number from 0.25 to 8760, got ${JSON.stringify(bad)}`);
    }
  });

  it.each([
    ["PORT", "port", 3000, 1, 65535],
    ["PROXY_HOPS", "proxyHops", 1, 1, 10],
    ["CONTACT_RATE_LIMIT", "contactPerMinute", 5, 0, 10000],
    ["LOGIN_RATE_LIMIT", "loginPerMinute", 20, 1, 10000],
    ["BACKUP_KEEP", "backupKeep", 14, 1, 1000],
  ] as const)("%s takes a whole number from its lowest to its highest sane value", (name, field, fallback, lowest, highest) => {
    expect(loadConfig({})[field]).toBe(fallback);
    expect(loadConfig({ [name]: String(lowest) })[field]).toBe(lowest);
    expect(loadConfig({ [name]: String(highest) })[field]).toBe(highest);
    for (const bad of [String(lowest - 1), String(highest + 1), "1.5", "-3", "1e3", "1e10", "many", "0x10", "Infinity"]) {
      expect(() => loadConfig({ [name]: bad })).toThrow(`${name} must be a whole number from ${lowest} to ${highest}, got ${JSON.stringify(bad)}`);
    }
  });
});

describe("loadConfig: the administrator", () => {
  it("leaves ADMIN_USERNAME and ADMIN_PASSWORD unset when they are not given", () => {
    expect(loadConfig({})).toMatchObject({ adminUsername: undefined, adminPassword: undefined });
    expect(loadConfig({ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "long-enough-1" })).toMatchObject({
      adminUsername: "owner",
      adminPassword: "long-enough-1",
    });
  });
});

const ROOT = resolve(import.meta.dirname, "../..");

/** Runs the real entry point with `env` and answers its exit code and output once it ends. */
async function startWith(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), "config-start-"));
  try {
    const child = spawn(process.execPath, ["--import", "tsx", "server/src/index.ts"], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, HOST: "127.0.0.1", PORT: String(await freePort()), LOG_FORMAT: "json", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    const read = (chunk: Buffer) => {
      output += chunk;
      // A server that started anyway is stopped at once (and the test fails on its exit code).
      if (output.includes("listening on")) child.kill("SIGKILL");
    };
    child.stdout.on("data", read);
    child.stderr.on("data", read);
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
    const code = await new Promise<number | null>((done) => child.on("close", done));
    clearTimeout(timer);
    return { code, output };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

describe("the server refuses to start on a bad value", () => {
  it.each([
    [{ SMTP_TLS_REJECT_UNAUTHORIZED: "flase" }, 'SMTP_TLS_REJECT_UNAUTHORIZED must be true or false (also 1/0, yes/no), got \\"flase\\"'],
    [{ TOKEN_TTL_HOURS: "0" }, 'TOKEN_TTL_HOURS must be a number from 0.25 to 8760, got \\"0\\"'],
    [{ DEMO_CONTENT: "none" }, 'DEMO_CONTENT must be true or false (also 1/0, yes/no), got \\"none\\"'],
  ])(
    "%o: exits with 1 and one error line naming the variable",
    async (env, message) => {
      const { code, output } = await startWith(env);
      expect(code).toBe(1);
      expect(output).toContain(`"level":"error"`);
      expect(output).toContain(`Refusing to start: ${message}`);
    },
    40_000,
  );
});
