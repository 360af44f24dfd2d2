import { readFile, rm } from "node:fs/promises";
import { join } from "node:path";
import { StartupError } from "../errors";
import { writeFileDurably } from "./durableFile";

/**
 * One store instance in one process: a lock file with the owner's pid. A lock left by a process that no
 * longer runs (kill -9, power loss) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = join(dataDir, "server.lock");
  const owner = Number((await readFile(path, "utf8").catch(() => "")).trim());
  if (owner && owner !== process.pid && isRunning(owner)) {
    throw new StartupError(`The data directory ${dataDir} is in use by another process (pid ${owner}). Stop it first.`);
  }
  await writeFileDurably(path, String(process.pid), 0o600);
  return async () => {
    await rm(path, { force: true });
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
