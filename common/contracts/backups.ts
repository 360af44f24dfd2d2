import { z } from "zod";
import { ContactSubmissionSchema } from "./contactSubmissions";
import { defineResource } from "./endpoint";
import { timestamp } from "./shared";
import { StatisticsCountSchema } from "./statistics";

/** A backup the server keeps in its data folder. */
const BackupInfoSchema = z.object({
  name: z.string(),
  created_at: timestamp(),
  /** initial, daily, manual, pre-restore or pre-migration-vN */
  reason: z.string(),
  size_bytes: z.number().int(),
});
export type BackupInfo = z.infer<typeof BackupInfoSchema>;

/** The whole site as one file, without secrets (passwords and API keys are left empty) and without the admin account. */
const BackupFileSchema = z.object({
  format: z.string(),
  schema_version: z.number().int(),
  created_at: timestamp(),
  /** Every collection of the site: plans, categories, promos, content, navigation, settings, uploaded images, … */
  site: z.record(z.string(), z.unknown()),
  submissions: z.array(ContactSubmissionSchema),
  /** The statistics: one count per UTC day, metric and key (files made before statistics existed have none). */
  statistics: z.array(StatisticsCountSchema).optional(),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;

/** Backups: the ones kept on the server, one made now, the site as a file, and restoring from such a file. */
export const backupsApi = defineResource("backups", {
  list: {
    method: "GET",
    path: "/api/admin/backups",
    access: "admin",
    summary: "The backups kept on the server, newest first",
    response: z.object({ backups: z.array(BackupInfoSchema) }),
  },
  create: {
    method: "POST",
    path: "/api/admin/backups",
    access: "admin",
    summary: "Make a backup now",
    response: z.object({ success: z.literal(true), message: z.string(), name: z.string() }),
  },
  download: {
    method: "GET",
    path: "/api/admin/backups/download",
    access: "admin",
    summary: "Download the whole site as one JSON file",
    description: "Sent with Content-Disposition: attachment (site-backup-YYYY-MM-DD.json).",
    response: BackupFileSchema,
  },
  restore: {
    method: "POST",
    path: "/api/admin/backups/restore",
    access: "admin",
    summary: "Replace the site with a downloaded backup file",
    description:
      "The file is checked completely first, with the rules the API checks (across fields too: default language and currency among the enabled ones, prices within their currency's limits, promo start before expiry): a wrong or damaged one changes nothing (400 naming the problem). The current data is backed up before the restore. The administrator account and stored secrets are kept. Up to 200 MB.",
    bodyTypes: ["application/json"],
    documentedBody: BackupFileSchema,
    response: z.object({
      success: z.literal(true),
      message: z.string(),
      /** The backup of the data from before the restore. */
      backup: z.string(),
      plans: z.number().int(),
      submissions: z.number().int(),
    }),
    errors: [400, 413, 415],
  },
});
