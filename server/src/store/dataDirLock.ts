import { createHash } from "node:crypto";
import { readFile, realpath, rm } from "node:fs/promises";
import { createConnection, createServer, type Server } from "node:net";
import { join } from "node:path";
import { StartupError } from "../errors";
import { writeFileDurably } from "./durableFile";

/** How long a start-up waits for a lock whose owner is still on its way out (killed, not yet fully gone). */
const TAKEOVER_WAIT_MS = 5_000;
const RETRY_MS = 50;
const ASK_TIMEOUT_MS = 1_000;

/**
 * One server per data directory. The lock is a listening socket the kernel keeps only while its owner lives:
 * on Linux an abstract-namespace socket named after the data directory's real path, on Windows a named pipe,
 * elsewhere a socket file in the data directory. A process that is gone (killed, a zombie, or its pid since
 * reused by an unrelated program) holds nothing, so a restart succeeds at once; a live server answers on the
 * socket with its pid, and a second server is refused. `server.lock` records the owner's pid for people; it is
 * never trusted on its own. Answers the release function.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const address = lockAddress(await realpath(dataDir));
  const server = await holdLock(address, dataDir);
  const lockFile = join(dataDir, "server.lock");
  try {
    await writeFileDurably(lockFile, `${process.pid}\n`, 0o600);
  } catch (error) {
    await closeServer(server, address);
    throw error;
  }
  return async () => {
    await rm(lockFile, { force: true });
    await closeServer(server, address);
  };
}

/** The lock's socket address for a data directory (its real path, so two spellings of one folder share it). */
function lockAddress(realDataDir: string): { path: string; isFile: boolean } {
  const name = `hostsite-${createHash("sha256").update(realDataDir).digest("hex").slice(0, 40)}`;
  if (process.platform === "linux") return { path: `\0${name}`, isFile: false };
  if (process.platform === "win32") return { path: `\\\\?\\pipe\\${name}`, isFile: false };
  return { path: join(realDataDir, "server.sock"), isFile: true };
}

async function holdLock(address: { path: string; isFile: boolean }, dataDir: string): Promise<Server> {
  const deadline = Date.now() + TAKEOVER_WAIT_MS;
  for (;;) {
    const server = await listen(address.path);
    if (server) return server;
    const owner = await askOwner(address.path);
    if (owner !== null) {
      const pid = owner || (await recordedPid(dataDir)) || "unknown";
      throw new StartupError(`The data directory ${dataDir} is in use by another process (pid ${pid}). Stop it first.`);
    }
    // Nobody answers: a socket file left by a dead owner is removed; an owner still exiting frees the name shortly.
    if (address.isFile) await rm(address.path, { force: true });
    if (Date.now() > deadline) {
      throw new StartupError(`The data directory ${dataDir} stays locked by a process that does not answer. Stop it first.`);
    }
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
  }
}

/** Listens on the lock address; answers null when another socket holds it. */
function listen(path: string): Promise<Server | null> {
  return new Promise((resolve, reject) => {
    const server = createServer((socket) => {
      socket.on("error", () => {});
      socket.end(`${process.pid}\n`);
    });
    server.once("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "EADDRINUSE") resolve(null);
      else reject(error);
    });
    server.listen(path, () => {
      server.removeAllListeners("error");
      server.on("error", () => {});
      server.unref();
      resolve(server);
    });
  });
}

/** Asks the lock's holder for its pid: the pid text ("" if it said nothing) when it answers, null when nobody does. */
function askOwner(path: string): Promise<string | null> {
  return new Promise((resolve) => {
    let answer = "";
    let connected = false;
    const socket = createConnection(path);
    const done = (value: string | null) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(value);
    };
    const timer = setTimeout(() => done(connected ? answer.trim() : null), ASK_TIMEOUT_MS);
    socket.on("connect", () => (connected = true));
    socket.on("data", (chunk) => (answer += chunk.toString()));
    socket.on("end", () => done(answer.trim()));
    socket.on("error", () => done(connected ? answer.trim() : null));
  });
}

async function recordedPid(dataDir: string): Promise<string> {
  const text = await readFile(join(dataDir, "server.lock"), "utf8").catch(() => "");
  return /^\d+$/.test(text.trim()) ? text.trim() : "";
}

function closeServer(server: Server, address: { path: string; isFile: boolean }): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => {
      if (address.isFile)
        rm(address.path, { force: true }).then(
          () => resolve(),
          () => resolve(),
        );
      else resolve();
    });
  });
}
