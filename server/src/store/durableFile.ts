import { randomBytes } from "node:crypto";
import { open, readdir, rename, rm } from "node:fs/promises";
import { basename, dirname, join } from "node:path";

/**
 * Replaces `path` with `contents` so that a crash at any moment leaves either the old or the new file:
 * write a unique temp file, fsync it, rename it over the old one, fsync the directory.
 */
export async function writeFileDurably(path: string, contents: string | Buffer, mode = 0o600): Promise<void> {
  const temp = `${path}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
  const handle = await open(temp, "w", mode);
  try {
    await handle.writeFile(contents);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDirectory(dirname(path));
}

export async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Removes temp files left behind by a crash during writeFileDurably. */
export async function removeStaleTempFiles(path: string): Promise<void> {
  const dir = dirname(path);
  const prefix = `${basename(path)}.`;
  for (const name of await readdir(dir)) {
    if (name.startsWith(prefix) && name.endsWith(".tmp")) await rm(join(dir, name), { force: true });
  }
}
