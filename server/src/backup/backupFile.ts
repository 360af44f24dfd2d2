import { z } from "zod";
import {
  BillingSettingsSchema,
  CategoryCreateSchema,
  CompanyInfoSchema,
  ContentBlockSchema,
  CONTENT_SECTIONS,
  NavigationItemSchema,
  PlanCreateSchema,
  PromoCreateSchema,
  SiteSettingsSchema,
  SmtpSettingsSchema,
  type ContactSubmission,
} from "../../../common/schemas";
import { ValidationError } from "../errors";
import { checkBackupMedia } from "../media/backupMedia";
import { migrate } from "../store/migrations";
import { SCHEMA_VERSION, type SiteData } from "../store/types";

export const BACKUP_FORMAT = "hostsite-backup";

/** A downloaded backup: the whole site data with secrets and the admin account left out, plus the messages. */
export interface BackupFile {
  format: typeof BACKUP_FORMAT;
  schema_version: number;
  created_at: string;
  site: Omit<SiteData, "admin">;
  submissions: ContactSubmission[];
}

/** Builds the downloadable backup of the current data. Secrets never leave the server. */
export function buildBackupFile(site: Readonly<SiteData>, submissions: ContactSubmission[], now = new Date()): BackupFile {
  const { admin: _admin, ...rest } = structuredClone(site) as SiteData;
  rest.smtp.smtp_password = "";
  rest.billing.api_key = "";
  rest.site_settings.uptime_kuma_api_key = "";
  return { format: BACKUP_FORMAT, schema_version: site.schema_version, created_at: now.toISOString(), site: rest, submissions };
}

const stamps = { created_at: z.string(), updated_at: z.string() };
const withId = { id: z.number().int().positive() };
const record = <T extends z.ZodObject>(schema: T) => schema.extend({ ...withId, ...stamps }).passthrough();

const submission = z
  .object({
    id: z.number().int().positive(),
    timestamp: z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be a date-time"),
    name: z.string().max(200),
    email: z.string().max(320),
    subject: z.string().max(300),
    message: z.string().max(10_000),
    is_read: z.boolean(),
  })
  .passthrough();

const siteSchema = z
  .object({
    schema_version: z.number().int(),
    meta: z.object({ created_at: z.string(), next_ids: z.record(z.string(), z.number()) }),
    plans: z.array(record(PlanCreateSchema)),
    categories: z.array(record(CategoryCreateSchema.required({ key: true, display_name: true, type: true }))),
    promos: z.array(record(PromoCreateSchema)),
    navigation: z.array(NavigationItemSchema.extend(withId)),
    company: CompanyInfoSchema,
    content: z.object(Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, ContentBlockSchema.passthrough()]))),
    smtp: SmtpSettingsSchema,
    billing: BillingSettingsSchema.passthrough(),
    site_settings: SiteSettingsSchema,
  })
  .passthrough();

const fileSchema = z.object({
  format: z.literal(BACKUP_FORMAT, { error: `is not a ${BACKUP_FORMAT} file` }),
  schema_version: z.number().int().min(1).max(SCHEMA_VERSION, "is from a newer version of this software"),
  created_at: z.string(),
  site: z.unknown(),
  submissions: z.array(submission).max(5_000_000),
});

/**
 * Checks a backup file completely (every record against the same schemas the API uses) before anything is
 * touched. Answers the site data (migrated to the current schema) and the submissions, or throws a 400 that
 * says what is wrong.
 */
export function parseBackupFile(input: unknown): { site: Omit<SiteData, "admin">; submissions: ContactSubmission[] } {
  const file = fileSchema.safeParse(input);
  if (!file.success) throw ValidationError(`Not a valid backup file: ${describe(file.error)}`);
  const migrated = migrate({ ...(file.data.site as Record<string, unknown>), schema_version: file.data.schema_version });
  const site = siteSchema.safeParse(migrated);
  if (!site.success) throw ValidationError(`The backup file is damaged: ${describe(site.error)}`);
  const ids = new Set<number>();
  for (const entry of file.data.submissions) {
    if (ids.has(entry.id)) throw ValidationError(`The backup file is damaged: submission id ${entry.id} appears twice`);
    ids.add(entry.id);
  }
  const media = checkBackupMedia((migrated as unknown as Record<string, unknown>).media);
  // The parsed values are checked; the stored shape is the file's own (already in the store's format).
  return { site: { ...(migrated as unknown as Omit<SiteData, "admin">), media }, submissions: file.data.submissions as unknown as ContactSubmission[] };
}

function describe(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue.path.map(String).join(".");
  return where ? `${where} ${issue.message}` : issue.message;
}
