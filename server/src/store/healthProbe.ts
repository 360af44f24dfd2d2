import { open, unlink, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/** The readiness probe's scratch file in the data folder (written and removed on each probe). */
const PROBE_FILE = ".readiness-probe";

/**
 * Proves the JSON store can still serve: the site file opens and reads, and a small file can be written and
 * removed in the data folder (catches a read-only or full disk, lost permissions, a vanished folder).
 */
export async function probeDataFiles(siteFile: string): Promise<void> {
  try {
    const file = await open(siteFile, "r");
    try {
      await file.read(Buffer.alloc(1), 0, 1, 0);
    } finally {
      await file.close();
    }
  } catch (error) {
    throw new Error(`The data file cannot be read (${codeOf(error)})`, { cause: error });
  }
  const probe = join(dirname(siteFile), PROBE_FILE);
  try {
    await writeFile(probe, String(Date.now()), { mode: 0o600 });
    await unlink(probe);
  } catch (error) {
    throw new Error(`The data folder cannot be written (${codeOf(error)})`, { cause: error });
  }
}

export function codeOf(error: unknown): string {
  const code = (error as { code?: unknown })?.code;
  return typeof code === "string" && /^[\w-]{1,40}$/.test(code) ? code : "unknown error";
}
