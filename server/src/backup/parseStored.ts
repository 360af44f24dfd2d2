import type { z } from "zod";
import type { ContactSubmission } from "../../../common/contracts";
import { ValidationError } from "../errors";
import { checkBackupMedia } from "../media/backupMedia";
import { StoredActivitySchema, StoredSiteDataSchema, StoredSiteSchema, StoredSubmissionSchema } from "../store/storedSchemas";
import type { ActivityEntry, SiteData } from "../store/types";

/** Site data as the store keeps it, without the admin account (which a backup never carries). */
export type StoredSite = z.output<typeof StoredSiteSchema>;

/** How a refusal reads: "<problem>: <where>.<field path> <rule>", e.g. "The backup file is damaged: site.plans.0.price must be at least 0". */
export interface StoredSource {
  problem: string;
  where: string;
}

/**
 * Checks `raw` against `schema` and answers the parsed values, in the key order of `raw` (so the stored data keeps
 * the shape it was written in). A problem throws a 400 whose detail names the field.
 */
function parseStored<S extends z.ZodType>(schema: S, raw: unknown, source: StoredSource): z.output<S> {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = [source.where, ...issue.path.map(String)].filter(Boolean).join(".");
    throw ValidationError(`${source.problem}: ${field ? `${field} ${issue.message}` : issue.message}`);
  }
  return inKeyOrderOf(raw, result.data) as z.output<S>;
}

/** The site data of a backup file (no admin account); uploaded images are checked exactly like an upload first. */
export async function parseStoredSite(raw: Record<string, unknown>, source: StoredSource): Promise<StoredSite> {
  return parseStored(StoredSiteSchema, { ...raw, media: await checkBackupMedia(raw.media) }, source);
}

/** The whole site data, admin account included (a store being copied); images are checked like uploads. */
export async function parseStoredSiteData(raw: Record<string, unknown>, source: StoredSource): Promise<SiteData> {
  return parseStored(StoredSiteDataSchema, { ...raw, media: await checkBackupMedia(raw.media) }, source);
}

/** Records of a list, each checked; duplicate ids are refused too. */
function parseStoredRecords<S extends z.ZodType<{ id: number }>>(schema: S, raw: unknown[], source: StoredSource, label: string): z.output<S>[] {
  const records: z.output<S>[] = parseStored(schema.array(), raw, source);
  const ids = new Set<number>();
  for (const record of records) {
    if (ids.has(record.id)) throw ValidationError(`${source.problem}: ${label} id ${record.id} appears twice`);
    ids.add(record.id);
  }
  return records;
}

export const parseSubmissions = (raw: unknown[], source: StoredSource): ContactSubmission[] =>
  parseStoredRecords(StoredSubmissionSchema, raw, source, "submission");
export const parseActivity = (raw: unknown[], source: StoredSource): ActivityEntry[] => parseStoredRecords(StoredActivitySchema, raw, source, "activity entry");

/** `parsed` with its object keys in the order `raw` had them (keys only `parsed` has come last). */
function inKeyOrderOf(raw: unknown, parsed: unknown): unknown {
  if (Array.isArray(raw) && Array.isArray(parsed) && raw.length === parsed.length) return parsed.map((value, i) => inKeyOrderOf(raw[i], value));
  if (!isPlainObject(raw) || !isPlainObject(parsed)) return parsed;
  const ordered: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) if (key in parsed) ordered[key] = inKeyOrderOf(raw[key], parsed[key]);
  for (const key of Object.keys(parsed)) if (!(key in ordered)) ordered[key] = parsed[key];
  return ordered;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
