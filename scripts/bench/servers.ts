// The processes `npm run bench` loads: the compiled server and a plain node:http baseline, and how it loads them.
import { spawn, type ChildProcess } from "node:child_process";
import { openSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { parseDockerfile } from "../verify-image/dockerfile";

export const ROOT = resolve(import.meta.dirname, "../..");
export const CONNECTIONS = 32;
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

export interface Measure {
  rps: number;
  p99: number;
  errors: number;
  requests: number;
}

export async function load(url: string, options: Partial<autocannon.Options> = {}): Promise<Measure> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, ...options });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx, requests: result.requests.total };
}

/**
 * The Node binary the servers run on: BENCH_NODE when set (e.g. the Node 24 that production runs, which
 * `.ci/run` installs in .tools/node24), else the one running the bench.
 */
export const SERVER_NODE = process.env.BENCH_NODE || process.execPath;

const IMAGE = (() => {
  const stages = parseDockerfile(readFileSync(join(ROOT, "Dockerfile"), "utf8"));
  return stages[stages.length - 1];
})();

/** The image's CMD after its `node` (flags and script), read from the Dockerfile so the bench runs what production runs. */
const IMAGE_NODE_ARGS = (() => {
  const cmd = IMAGE.cmd;
  if (!cmd || cmd[0] !== "node") throw new Error("the Dockerfile's CMD does not start with node");
  return cmd.slice(1);
})();

/** The image's settings of the C library's memory allocator (MALLOC_*), which the server's memory depends on. */
const IMAGE_ALLOCATOR_ENV = Object.fromEntries(Object.entries(IMAGE.env).filter(([name]) => name.startsWith("MALLOC_")));

export interface StartOptions {
  /** Runs the server on these CPUs only (a `taskset` list such as "1"). */
  cpus?: string;
  /** Node options before the image's own (`--cpu-prof`, which NODE_OPTIONS does not allow). */
  nodeArgs?: string[];
}

/**
 * Starts dist/server as the image and the systemd unit run it (the image's node flags and allocator settings), with its log written to DATA_DIR/server.log (a
 * real file, as a log collector would get).
 */
export async function startServer(
  dataDir: string,
  port: number,
  env: Record<string, string> = { LOG_REQUESTS: "false" },
  options: StartOptions = {},
): Promise<ChildProcess> {
  const log = openSync(join(dataDir, "server.log"), "a");
  const command = [SERVER_NODE, ...(options.nodeArgs ?? []), ...IMAGE_NODE_ARGS];
  if (options.cpus !== undefined) command.unshift("taskset", "-c", options.cpus);
  const child = spawn(command[0], command.slice(1), {
    cwd: ROOT,
    env: {
      ...process.env,
      ...IMAGE_ALLOCATOR_ENV,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      CONTACT_RATE_LIMIT: "0",
      ADMIN_PASSWORD: "bench-password-1",
      NODE_ENV: "production",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", log, "inherit"],
  });
  await waitFor(`http://127.0.0.1:${port}/api/navigation`);
  return child;
}

export async function stop(...children: ChildProcess[]): Promise<void> {
  await Promise.all(
    children.map((child) => {
      const exited = new Promise((resolveExit) => child.once("exit", resolveExit));
      child.kill("SIGTERM");
      return exited;
    }),
  );
}

export async function waitFor(url: string): Promise<void> {
  for (let tries = 0; tries < 300; tries++) {
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`${url} did not answer`);
}

/** The plain node:http baseline: argv[1] = {path: {headers, base64 body}}, argv[2] = port. */
export const PLAIN_SERVER = `
const answers = new Map(Object.entries(JSON.parse(process.argv[1])).map(([path, a]) => [path, { headers: a.headers, body: Buffer.from(a.body, "base64") }]));
require("node:http").createServer((req, res) => {
  const answer = answers.get(req.url.split("?")[0]);
  if (!answer) { res.writeHead(404); res.end(); return; }
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.end(answer.body);
}).listen(Number(process.argv[2]), "127.0.0.1");
`;

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time the process has used so far (user + system), in microseconds. */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / 100;
}

/** The admin's token on the bench's server. */
export async function signIn(base: string): Promise<string> {
  const login = await fetch(`${base}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "bench-password-1" }),
  });
  return ((await login.json()) as { access_token: string }).access_token;
}
