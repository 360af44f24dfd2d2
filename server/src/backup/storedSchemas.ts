import { z } from "zod";
import {
  BillingSettingsInputSchema,
  CategoryUpdateSchema,
  CompanyInfoInputSchema,
  ContentBlockInputSchema,
  CONTENT_SECTIONS,
  flag,
  integer,
  LIMITS,
  NavigationItemInputSchema,
  PlanUpdateSchema,
  PromoUpdateSchema,
  SiteSettingsInputSchema,
  SmtpSettingsInputSchema,
  text,
  type ContactSubmission,
} from "../../../common/contracts";
import { ValidationError } from "../errors";
import { checkBackupMedia } from "../media/backupMedia";
import type { ActivityEntry, SiteData } from "../store/types";

/**
 * The shapes the store keeps, checked with the same field rules the API uses. Every field is required (a file
 * written by this software has them all) and unknown fields are dropped, so what passes is exactly what is
 * stored: restore and migrate-store write the parsed values, never the raw file.
 */
const dateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be a date-time");
const optionalDateTime = z.union([dateTime, z.null()]);
const id = z.number().int().positive();
const stamps = { created_at: dateTime, updated_at: dateTime };
const requiredValue = <T extends z.ZodType<string>>(schema: T) => schema.refine((value) => value !== "", "is required");

const plan = PlanUpdateSchema.required().extend({ id, last_blesta_sync: optionalDateTime, ...stamps });
const category = CategoryUpdateSchema.required().extend({
  id,
  key: requiredValue(CategoryUpdateSchema.shape.key.unwrap()),
  display_name: requiredValue(CategoryUpdateSchema.shape.display_name.unwrap()),
  type: requiredValue(CategoryUpdateSchema.shape.type.unwrap()),
  ...stamps,
});
const promo = PromoUpdateSchema.required().extend({ id, ...stamps });
const navigationItem = NavigationItemInputSchema.extend({
  id,
  order: integer(-1_000_000, 1_000_000),
  is_external: flag(),
  dropdown_items: NavigationItemInputSchema.shape.dropdown_items.transform((items) => items ?? []),
});
const contentBlock = (section: string) =>
  ContentBlockInputSchema.required().extend({ section: z.literal(section, { error: `must be "${section}"` }), updated_at: optionalDateTime });
const syncResult = z.object({
  success: z.boolean(),
  message: z.string(),
  plans_updated: z.number().int().min(0),
  plans_failed: z.number().int().min(0),
  errors: z.array(z.string()),
  start_time: dateTime,
  end_time: dateTime,
});

export const StoredSiteSchema = z.object({
  schema_version: z.number().int().min(1),
  meta: z.object({ created_at: dateTime, next_ids: z.record(z.string(), z.number().int().positive()) }),
  plans: z.array(plan),
  categories: z.array(category),
  promos: z.array(promo),
  navigation: z.array(navigationItem).max(LIMITS.listItems),
  company: CompanyInfoInputSchema.required(),
  content: z.object(Object.fromEntries(CONTENT_SECTIONS.map((section) => [section, contentBlock(section)]))),
  smtp: SmtpSettingsInputSchema.omit({ smtp_use_tls: true })
    .required()
    .extend({ smtp_password: text(1_000) }),
  billing: BillingSettingsInputSchema.required().extend({ api_key: text(1_000), last_sync: optionalDateTime, last_sync_result: syncResult.nullable() }),
  site_settings: SiteSettingsInputSchema.required().extend({ uptime_kuma_api_key: text(1_000) }),
});

/** The admin account as site.json keeps it (never part of a downloaded backup). */
export const StoredAdminSchema = z
  .object({
    username: z.string().min(1).max(LIMITS.name),
    password_hash: z.string().min(1),
    token_version: z.number().int().min(0),
    updated_at: dateTime,
    /** Two-factor sign-in (absent when it was never set up). */
    two_factor: z
      .object({
        secret: z
          .string()
          .regex(/^[A-Z2-7]+$/)
          .nullable(),
        pending_secret: z
          .string()
          .regex(/^[A-Z2-7]+$/)
          .nullable(),
        recovery_code_hashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(100),
        used_steps: z.array(z.number().int()).max(10),
        enabled_at: optionalDateTime,
      })
      .optional(),
  })
  .nullable();

export const StoredSubmissionSchema = z.object({
  id,
  timestamp: dateTime,
  name: z.string().max(LIMITS.name),
  email: z.string().max(LIMITS.email),
  subject: z.string().max(LIMITS.subject),
  message: z.string().max(LIMITS.message),
  is_read: flag(),
  mail_status: z.enum(["pending", "sent", "failed", "not_configured"]),
  mail_attempts: z.number().int().min(0),
  mail_error: z.union([z.string(), z.null()]),
});

export const StoredActivitySchema = z.object({
  id,
  timestamp: dateTime,
  action: z.string().max(200),
  actor: z.string().max(LIMITS.name),
  ip: z.string().max(100),
  user_agent: z.string().max(LIMITS.shortText),
  target: z.string().max(LIMITS.shortText),
  detail: z.string().max(LIMITS.shortText),
  success: flag(),
});

/** Site data as the store keeps it, without the admin account (which a backup never carries). */
export type StoredSite = Omit<SiteData, "admin">;

/** How a refusal reads: "<problem>: <where>.<field path> <rule>", e.g. "The backup file is damaged: site.plans.0.price must be at least 0". */
export interface StoredSource {
  problem: string;
  where: string;
}

/**
 * Checks `raw` against `schema` and answers the parsed values, in the key order of `raw` (so the stored data keeps
 * the shape it was written in). A problem throws a 400 whose detail names the field.
 */
export function parseStored<T>(schema: z.ZodType<T>, raw: unknown, source: StoredSource): T {
  const result = schema.safeParse(raw);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = [source.where, ...issue.path.map(String)].filter(Boolean).join(".");
    throw ValidationError(`${source.problem}: ${field ? `${field} ${issue.message}` : issue.message}`);
  }
  return inKeyOrderOf(raw, result.data) as T;
}

/** The site data as the store keeps it; uploaded images are checked exactly like an upload. */
export async function parseStoredSite(raw: unknown, source: StoredSource): Promise<StoredSite> {
  const site = parseStored(StoredSiteSchema, raw, source) as unknown as StoredSite;
  const media = await checkBackupMedia((raw as { media?: unknown }).media);
  return { ...site, media };
}

/** Records of a list, each checked; duplicate ids are refused too. */
function parseStoredRecords<T extends { id: number }>(schema: z.ZodType<T>, raw: unknown[], source: StoredSource, label: string): T[] {
  const records = parseStored(z.array(schema), raw, source);
  const ids = new Set<number>();
  for (const record of records) {
    if (ids.has(record.id)) throw ValidationError(`${source.problem}: ${label} id ${record.id} appears twice`);
    ids.add(record.id);
  }
  return records;
}

export const parseSubmissions = (raw: unknown[], source: StoredSource): ContactSubmission[] =>
  parseStoredRecords(StoredSubmissionSchema, raw, source, "submission") as ContactSubmission[];
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
