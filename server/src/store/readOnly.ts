import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { ContactSubmission } from "../../../common/schemas";
import { looksLikeSiteData } from "./migrations";
import type { SiteData } from "./types";

/**
 * Reads the JSON store's files without opening the store (no lock, no writes), so a backup can be taken while
 * the server runs. Files are replaced atomically and the log is append-only, so what is read is consistent.
 */
export async function readStoreFiles(dataDir: string): Promise<{ site: SiteData; submissions: ContactSubmission[] }> {
  const site = JSON.parse(await readFile(join(dataDir, "site.json"), "utf8")) as unknown;
  if (!looksLikeSiteData(site)) throw new Error(`${dataDir}/site.json is not a valid store file`);
  const byId = new Map<number, ContactSubmission>();
  const text = await readFile(join(dataDir, "submissions.jsonl"), "utf8").catch(() => "");
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      const record = JSON.parse(line) as { op: string; id?: number; v?: Partial<ContactSubmission> };
      if (record.op === "add" && record.v) byId.set(record.v.id!, record.v as ContactSubmission);
      else if (record.op === "set" && byId.has(record.id!)) Object.assign(byId.get(record.id!)!, record.v);
      else if (record.op === "del") byId.delete(record.id!);
    } catch {
      // a torn last line: the write it belonged to was never acknowledged
    }
  }
  return { site, submissions: [...byId.values()].sort((a, b) => a.id - b.id) };
}
