import { timeLimit } from "./machine";
import { spawn, type ChildProcess } from "node:child_process";
import { readdir, readFile, readlink } from "node:fs/promises";
import { connect, createServer } from "node:net";
import { resolve } from "node:path";

const ROOT = resolve(import.meta.dirname, "../..");

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolvePort(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  output: () => string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Its own process group (kill it with `process.kill(-child.pid, "SIGKILL")`, as a supervisor would). */
  detached?: boolean;
  /** How often to look whether it is up (default every 100 ms). */
  pollMs?: number;
  /** Up means: "answer" (default) GET /api/navigation answers; "connection" its port accepts a connection. */
  until?: "answer" | "connection";
  /** Modules Node loads (`--import`) before the server, e.g. test/fixtures/pauseAfterListening.ts. */
  preload?: string[];
}

/**
 * Runs the real entry point from source (server/src/index.ts) in its own process, as `npm run dev` does. A free port
 * may be taken by another test's process before the server binds it: then it starts again on another (`PORT` in
 * `env` is used as given).
 */
export async function startServerProcess(env: Record<string, string>, options: StartOptions = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = env.PORT ? Number(env.PORT) : await freePort();
    try {
      return await startOnPort(port, env, options);
    } catch (error) {
      if (env.PORT || attempt === 3 || !(error as Error).message.includes("is already in use")) throw error;
    }
  }
}

async function startOnPort(port: number, env: Record<string, string>, options: StartOptions): Promise<ServerProcess> {
  const preload = (options.preload ?? []).flatMap((module) => ["--import", module]);
  const child = spawn(process.execPath, ["--import", "tsx", ...preload, "server/src/index.ts"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_REQUESTS: "false", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: options.detached ?? false,
  });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolveExit) => child.on("exit", (code) => resolveExit(code)));
  const url = `http://127.0.0.1:${port}`;
  const isUp = options.until === "connection" ? () => accepts(port) : () => fetch(`${url}/api/navigation`).then(() => true);
  // On a machine busy with other test files a start can take far longer than alone: the limit grows with the load.
  const limit = timeLimit(45_000);
  while (!limit.passed()) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    // Another test's server may have taken the port meanwhile and be the one answering: up means the child listens.
    if ((await isUp().catch(() => false)) && (await listensOn(child.pid!, port))) return { child, url, output: () => output, exited };
    await new Promise((r) => setTimeout(r, options.pollMs ?? 100));
  }
  child.kill("SIGKILL");
  throw new Error(`server did not start ${limit}:\n${output}`);
}

/** Whether the process owns a socket listening on the port (Linux: its descriptors against /proc/net/tcp). */
async function listensOn(pid: number, port: number): Promise<boolean> {
  const listening = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    const rows = await readFile(table, "utf8").catch(() => "");
    for (const row of rows.split("\n").slice(1)) {
      const [, local, , state, , , , , , inode] = row.trim().split(/\s+/);
      if (state === "0A" && local?.endsWith(`:${hexPort}`)) listening.add(inode);
    }
  }
  if (listening.size === 0) return false;
  const descriptors = await readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
  for (const fd of descriptors) {
    const target = await readlink(`/proc/${pid}/fd/${fd}`).catch(() => "");
    if (listening.has(target.slice("socket:[".length, -1))) return true;
  }
  return false;
}

/** Whether a connection to the port is accepted (it is closed again at once). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolveAccepted) => {
    const socket = connect(port, "127.0.0.1", () => {
      socket.destroy();
      resolveAccepted(true);
    });
    socket.on("error", () => resolveAccepted(false));
  });
}
