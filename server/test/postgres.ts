import { timeLimit } from "./machine";
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, it } from "vitest";
import { startTestServer, type ApiResponse, type TestServer } from "./testServer";

/** Where Debian's postgresql package puts the server binaries (newest version first), or null. */
function findPostgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => existsSync(join(root, name, "bin", "postgres")) && existsSync(join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(root, versions[0], "bin") : null;
}

/** True when the tests can get a PostgreSQL server: TEST_DATABASE_URL is set or the binaries are installed. */
export const postgresAvailable = Boolean(process.env.TEST_DATABASE_URL) || findPostgresBin() !== null;
export const POSTGRES_SKIP_MESSAGE = "PostgreSQL tests skipped: no TEST_DATABASE_URL and no PostgreSQL binaries in /usr/lib/postgresql/*/bin";

/** Why the PostgreSQL tests are skipped on this machine, or undefined when they run. */
export const postgresSkipReason: string | undefined = postgresAvailable ? undefined : POSTGRES_SKIP_MESSAGE;

/** Tests that need PostgreSQL: run where it is available, else reported as skipped with the reason in the title. */
export function describeWithPostgres(name: string, body: () => void): void {
  if (postgresSkipReason) describe.skip(`${name} (${postgresSkipReason})`, body);
  else describe(name, body);
}

/** One test that needs PostgreSQL (see describeWithPostgres). */
export function itWithPostgres(name: string, body: () => Promise<void>, timeout?: number): void {
  if (postgresSkipReason) it.skip(`${name} (${postgresSkipReason})`, body, timeout);
  else it(name, body, timeout);
}

export interface TestPostgres {
  /** Creates an empty database and answers its connection string. */
  freshDatabase(): Promise<string>;
  stop(): Promise<void>;
  /**
   * The server's own controls (`pg_ctl` on the throw-away cluster; absent for TEST_DATABASE_URL): restart as an
   * operator would (`pg_ctl restart -m fast`: every session is terminated with 57P01), or stop and start again.
   */
  control?: {
    restart(): Promise<void>;
    stopServer(): Promise<void>;
    startServer(): Promise<void>;
  };
}

/** The throw-away cluster's settings: local only, and no waiting for the disk (nothing of it is kept). */
const SERVER_SETTINGS = ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

/**
 * A PostgreSQL server for one test file: the one at TEST_DATABASE_URL, or a throw-away cluster (initdb into a
 * temporary directory, run as the `postgres` OS user when we are root, on a free 127.0.0.1 port).
 */
export async function startPostgres(): Promise<TestPostgres> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return databasesOn(external, async () => {});

  const bin = findPostgresBin();
  if (!bin) throw new Error(POSTGRES_SKIP_MESSAGE);
  const dir = await mkdtemp(join(tmpdir(), "hostsite-pg-"));
  const owner = process.getuid?.() === 0 ? osUser("postgres") : undefined;
  if (owner) await chown(dir, owner.uid, owner.gid);
  const dataDir = join(dir, "data");
  execFileSync(join(bin, "initdb"), ["-D", dataDir, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"], {
    stdio: "pipe",
    ...owner,
  });
  // A free port may be taken by another test's process before postgres binds it: then it starts again on another.
  let started: { server: ChildProcess; port: number; url: string } | undefined;
  for (let attempt = 1; !started; attempt++) {
    const port = await freePort();
    const server = spawn(join(bin, "postgres"), ["-D", dataDir, "-p", String(port), "-k", dir, ...SERVER_SETTINGS], {
      stdio: ["ignore", "ignore", "pipe"],
      ...owner,
    });
    let log = "";
    server.stderr?.on("data", (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
    const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
    try {
      await waitUntilReady(url, server, () => log);
      started = { server, port, url };
    } catch (error) {
      server.kill("SIGKILL");
      await stopProcess(server);
      if (attempt < 3 && log.includes("Address already in use")) continue;
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }
  const { server, port, url } = started;
  // After the first pg_ctl restart the postmaster is pg_ctl's, no longer our child: then pg_ctl stops it too.
  let controlled = false;
  const pgCtl = (...args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(join(bin, "pg_ctl"), [...args, "-D", dataDir, "-w", "-t", "60"], { ...owner }, (error, _stdout, stderr) =>
        error ? reject(new Error(`pg_ctl ${args[0]} failed: ${stderr || error.message}`)) : resolve(),
      );
    });
  const serverOptions = `-p ${port} -k ${dir} ${SERVER_SETTINGS.join(" ")}`;
  const control = {
    async restart() {
      controlled = true;
      await pgCtl("restart", "-m", "fast", "-l", join(dir, "restart.log"));
    },
    async stopServer() {
      controlled = true;
      await pgCtl("stop", "-m", "fast");
    },
    async startServer() {
      controlled = true;
      await pgCtl("start", "-l", join(dir, "restart.log"), "-o", serverOptions);
    },
  };
  const databases = databasesOn(url, async () => {
    if (controlled) await pgCtl("stop", "-m", "immediate").catch(() => {});
    await stopProcess(server);
    await rm(dir, { recursive: true, force: true });
  });
  return { ...databases, control };
}

function databasesOn(adminUrl: string, stopServer: () => Promise<void>): TestPostgres {
  const created: string[] = [];
  let counter = 0;
  return {
    async freshDatabase() {
      const name = `hostsite_test_${process.pid}_${Date.now().toString(36)}_${counter++}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      created.push(name);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async stop() {
      if (process.env.TEST_DATABASE_URL) {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        for (const name of created) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
        await client.end();
      }
      await stopServer();
    },
  };
}

function osUser(name: string): { uid: number; gid: number } {
  const uid = Number(execFileSync("id", ["-u", name]).toString().trim());
  const gid = Number(execFileSync("id", ["-g", name]).toString().trim());
  return { uid, gid };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const limit = timeLimit(30_000);
  while (!limit.passed()) {
    if (server.exitCode !== null) throw new Error(`postgres exited (${server.exitCode}): ${log()}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.query("SELECT 1");
      await client.end();
      return;
    } catch {
      await client.end().catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`postgres did not start ${limit}: ${log()}`);
}

function stopProcess(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => server.kill("SIGKILL"), 10_000);
    server.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    server.kill("SIGQUIT"); // immediate shutdown: the cluster is thrown away anyway
  });
}

/** A test file's app servers on PostgreSQL: each signed in as the admin, all stopped after the file's tests. */
export interface PostgresSites {
  /** A fresh, empty database of the file's PostgreSQL server. */
  freshDatabase(): Promise<string>;
  /** Starts the real app on `databaseUrl` (with `env` added) and signs in. */
  start(databaseUrl: string, env?: Record<string, string>): Promise<PostgresSite>;
  /** Stops one of the servers before the others (a restart). */
  stop(site: PostgresSite): Promise<void>;
}

interface PostgresSite {
  server: TestServer;
  admin<T = any>(path: string, method?: string, body?: unknown): Promise<ApiResponse<T>>;
}

/** PostgreSQL for one test file (started before its tests where it is available) and the app servers started on it. */
export function usePostgresSites(): PostgresSites {
  let postgres: TestPostgres | undefined;
  const servers: TestServer[] = [];
  beforeAll(async () => {
    if (postgresAvailable) postgres = await startPostgres();
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await postgres?.stop();
  });
  return {
    freshDatabase: () => postgres!.freshDatabase(),
    async start(databaseUrl, env = {}) {
      const server = await startTestServer({ env: { DATABASE_URL: databaseUrl, ...env } });
      servers.push(server);
      const token = await server.login();
      return { server, admin: (path, method = "GET", body) => server.api(path, { method, body, token }) };
    },
    async stop(site) {
      servers.splice(servers.indexOf(site.server), 1);
      await site.server.stop();
    },
  };
}
