import { z } from "zod";
import { StatisticsCountSchema, type ContactSubmission } from "../../../common/contracts";
import type { CountRow } from "../store/statistics/types";
import { ValidationError } from "../errors";
import { withoutCredentials } from "../integrations/uptimeKuma/monitorAddress";
import { migrate } from "../store/migrations";
import { SCHEMA_VERSION, type SiteData } from "../store/types";
import { parseStoredSite, parseSubmissions, type StoredSite } from "./parseStored";

const BACKUP_FORMAT = "hostsite-backup";

/** A downloaded backup: the whole site data with secrets and the admin account left out, plus the messages. */
export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  schema_version: number;
  created_at: string;
  site: Omit<SiteData, "admin">;
  submissions: ContactSubmission[];
  /** The statistics' daily counts (files made before statistics existed have none). */
  statistics?: CountRow[];
}

/** Builds the downloadable backup of the current data. Secrets (and credentials in the monitor's address) never leave the server. */
export function buildBackupFile(site: Readonly<SiteData>, submissions: ContactSubmission[], statistics: CountRow[] = [], now = new Date()): BackupFile {
  const { admin: _admin, ...rest } = structuredClone(site);
  rest.smtp.smtp_password = "";
  rest.billing.api_key = "";
  rest.site_settings.uptime_kuma_api_key = "";
  rest.site_settings.uptime_kuma_url = withoutCredentials(rest.site_settings.uptime_kuma_url);
  return { format: BACKUP_FORMAT, schema_version: site.schema_version, created_at: now.toISOString(), site: rest, submissions, statistics };
}

const fileSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `is not a ${BACKUP_FORMAT} file` }),
  schema_version: z.number().int().min(1).max(SCHEMA_VERSION, "is from a newer version of this software"),
  created_at: z.string(),
  site: z.record(z.string(), z.unknown(), { error: "must be an object" }),
  submissions: z.array(z.unknown()).max(5_000_000),
  statistics: z.array(StatisticsCountSchema).max(5_000_000).optional(),
});

/**
 * Checks a backup file completely (every record against the same field rules the API uses) before anything is
 * touched. Answers the parsed values — the site data migrated to the current schema, and the submissions — which
 * are exactly what a restore stores, or throws a 400 whose detail names the field that is wrong.
 */
export async function parseBackupFile(input: unknown): Promise<{ site: StoredSite; submissions: ContactSubmission[]; statistics?: CountRow[] }> {
  const file = fileSchema.safeParse(input);
  if (!file.success) {
    const issue = file.error.issues[0];
    const where = issue.path.map(String).join(".");
    throw ValidationError(`Not a valid backup file: ${where ? `${where} ${issue.message}` : issue.message}`);
  }
  const migrated = migrate({ ...file.data.site, schema_version: file.data.schema_version });
  const site = await parseStoredSite(migrated, { problem: "The backup file is damaged", where: "site" });
  const submissions = parseSubmissions(file.data.submissions, { problem: "The backup file is damaged", where: "submissions" });
  return { site, submissions, ...(file.data.statistics ? { statistics: file.data.statistics } : {}) };
}
