import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ContactSubmission } from "../../../common/contracts";
import { replayLog } from "./logScan";
import { looksLikeSiteData } from "./migrations";
import type { SiteData } from "./types";

/**
 * Reads the JSON store's files without opening the store (no lock, no writes), so a backup can be taken while
 * the server runs. Files are replaced atomically and the log is append-only, so what is read is consistent (a
 * torn last line belongs to a write that was not acknowledged yet and is left out).
 */
export async function readStoreFiles(dataDir: string): Promise<{ site: SiteData; submissions: ContactSubmission[] }> {
  const site = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8")) as unknown;
  if (!looksLikeSiteData(site)) throw new Error(`${dataDir}/site.json is not a valid store file`);
  const log = await readFile(join(dataDir, "submissions.jsonl")).catch(() => Buffer.alloc(0));
  const submissions = [...replayLog<ContactSubmission>(log).values()].sort((a, b) => a.id - b.id);
  return { site, submissions };
}
