import { z } from "zod";
import { BILLING_TERMS } from "../../../common/billingTerms";
import { MAX_AMOUNT } from "../../../common/currencyAmounts";
import { ORDER_TERMS } from "../../../common/orderLink";
import {
  BillingSettingsInputSchema,
  byCurrency,
  CATEGORY_TEXT_FIELDS,
  COMPANY_TEXT_FIELDS,
  currencyCode,
  FAQ_TEXT_FIELDS,
  money,
  NAVIGATION_TEXT_FIELDS,
  PAGE_TEXT_FIELDS,
  PLAN_TEXT_FIELDS,
  PlanPricingSchema,
  PROMO_TEXT_FIELDS,
  SITE_TEXT_FIELDS,
  storedBlockTranslations,
  storedTranslations,
  CATEGORY_TYPES,
  aboutInputFields,
  blockInputFields,
  CategoryUpdateSchema,
  CompanyInfoInputSchema,
  FAQ_LIMITS,
  FaqItemInputSchema,
  featuresInputFields,
  flag,
  heroInputFields,
  IMAGE_TYPES,
  integer,
  LIMITS,
  MAIL_STATUSES,
  MEDIA_KINDS,
  MEDIA_MAX_BYTES,
  NavigationItemInputSchema,
  PAGE_LIMITS,
  PageUpdateSchema,
  PlanUpdateSchema,
  PromoUpdateSchema,
  SiteSettingsInputSchema,
  SmtpSettingsInputSchema,
  LEGAL_SECTIONS,
  text,
  type LegalSection,
  type MediaKind,
  MONITOR_STATES,
  STATUS_HISTORY_KEEP_DAYS,
  STATUS_MONITOR_LIMITS,
  STATUS_MONITOR_TEXT_FIELDS,
  StatusHistoryRowSchema,
  INCIDENT_IMPACTS,
  INCIDENT_LIMITS,
  INCIDENT_STATES,
  INCIDENT_TEXT_FIELDS,
  MAINTENANCE_TEXT_FIELDS,
  LOCATION_LIMITS,
  LOCATION_TEXT_FIELDS,
  LocationUpdateSchema,
} from "../../../common/contracts";
import { promoScheduleProblem } from "../../../common/crossField/promoCodes";
import { siteIssues, withRoundedPrices } from "./siteRules";

/**
 * The one definition of what the store keeps (store/types.ts derives its types from these schemas), checked with
 * the same field rules the API uses. Every field is required (data written by this software has them all) and
 * unknown fields are dropped, so what passes is exactly what is stored: restore and migrate-store write the
 * parsed values, never the raw file.
 */
const dateTime = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "must be a date-time");
const optionalDateTime = z.union([dateTime, z.null()]);
const id = z.number().int().positive();
const stamps = { created_at: dateTime, updated_at: dateTime };
const requiredValue = <T extends z.ZodType<string>>(schema: T) => schema.refine((value) => value !== "", "is required");

/**
 * A list whose records each use `fields` (an id, a key, a code) once, as the API keeps them: a second record with
 * the same value is refused ("id 2 appears twice"), since deleting or editing by that value would hit either.
 */
function uniqueList<T extends z.ZodType<Record<string, unknown>>>(record: T, fields: readonly string[]) {
  return z.array(record).superRefine((records, ctx) => {
    for (const field of fields) {
      const seen = new Set<unknown>();
      for (const entry of records) {
        const value = entry[field];
        if (seen.has(value)) {
          ctx.addIssue({ code: "custom", message: `${field} ${typeof value === "string" ? JSON.stringify(value) : String(value)} appears twice` });
          return;
        }
        seen.add(value);
      }
    }
  });
}

/** An amount as Blesta keeps it (four decimals, never negative). */
const blestaAmount = z.number().finite().min(0).max(MAX_AMOUNT);

const plan = PlanUpdateSchema.required().extend({
  id,
  last_blesta_sync: optionalDateTime,
  ...stamps,
  currency_prices: byCurrency(z.object({ price: money(), pricing: PlanPricingSchema })),
  blesta_pricing_ids: z.partialRecord(currencyCode(), z.partialRecord(z.enum(ORDER_TERMS), id)),
  /**
   * Blesta's own prices of the plan's package (before any markup) by currency, as the import or the last successful
   * sync read them; absent while they are not known (a plan mapped by hand and not synced since, or data from
   * before they were kept).
   */
  blesta_prices: byCurrency(z.object({ price: blestaAmount, pricing: z.partialRecord(z.enum(BILLING_TERMS), blestaAmount) })).optional(),
  translations: storedTranslations(PLAN_TEXT_FIELDS).optional(),
});

const category = CategoryUpdateSchema.required().extend({
  id,
  key: requiredValue(CategoryUpdateSchema.shape.key.unwrap()),
  display_name: requiredValue(CategoryUpdateSchema.shape.display_name.unwrap()),
  type: requiredValue(CategoryUpdateSchema.shape.type.unwrap()).pipe(z.enum(CATEGORY_TYPES)),
  ...stamps,
  translations: storedTranslations(CATEGORY_TEXT_FIELDS).optional(),
});

const promo = PromoUpdateSchema.required()
  .extend({ id, ...stamps, translations: storedTranslations(PROMO_TEXT_FIELDS).optional() })
  .superRefine((record, ctx) => {
    // The API's own rule (services/promoCodes.ts uses the same function).
    const problem = promoScheduleProblem(record);
    if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
  });

const labelTranslations = () => storedTranslations(NAVIGATION_TEXT_FIELDS).optional();
const dropdownItem = NavigationItemInputSchema.shape.dropdown_items.unwrap().unwrap().element.extend({ translations: labelTranslations() });
const navigationItem = NavigationItemInputSchema.extend({
  id,
  order: integer(-1_000_000, 1_000_000),
  is_external: flag(),
  dropdown_items: z
    .array(dropdownItem)
    .max(LIMITS.listItems)
    .nullish()
    .transform((items) => items ?? []),
  translations: labelTranslations(),
});

/** A block of `section`: the fields every block has, the section's own, the section's name and when it was saved. */
function contentBlock<S extends "hero" | "features" | "about", F extends z.ZodRawShape, T extends z.ZodType>(section: S, own: F, translations: T) {
  return z
    .object({ ...blockInputFields, ...own })
    .required()
    .extend({ section: z.literal(section, { error: `must be "${section}"` }), updated_at: optionalDateTime, translations: translations.optional() });
}
const legalBlock = (section: LegalSection) =>
  z
    .object(blockInputFields)
    .required()
    .extend({
      section: z.enum(LEGAL_SECTIONS, { error: `must be "${section}"` }).refine((value) => value === section, `must be "${section}"`),
      updated_at: optionalDateTime,
      translations: storedBlockTranslations.legal.optional(),
    });
const content = z.object({
  hero: contentBlock("hero", heroInputFields, storedBlockTranslations.hero),
  features: contentBlock("features", featuresInputFields, storedBlockTranslations.features),
  about: contentBlock("about", aboutInputFields, storedBlockTranslations.about),
  terms: legalBlock("terms"),
  privacy: legalBlock("privacy"),
  imprint: legalBlock("imprint"),
});

const page = PageUpdateSchema.required().extend({ id, updated_at: dateTime, translations: storedTranslations(PAGE_TEXT_FIELDS).optional() });

const syncResult = z.object({
  success: z.boolean(),
  message: z.string(),
  plans_updated: z.number().int().min(0),
  plans_failed: z.number().int().min(0),
  errors: z.array(z.string()),
  start_time: dateTime,
  end_time: dateTime,
});

/** An uploaded image as the media module prepares it (a backup's images are checked like uploads before this). */
const StoredMediaSchema = z.object({
  content_type: z.enum(IMAGE_TYPES),
  bytes: z.number().int().min(0).max(MEDIA_MAX_BYTES),
  width: z.number().min(0),
  height: z.number().min(0),
  hash: z.string().regex(/^[0-9a-f]{16}$/),
  data: z.string(),
  updated_at: dateTime,
});
const media = z.object(
  Object.fromEntries(MEDIA_KINDS.map((kind) => [kind, StoredMediaSchema.optional()])) as Record<MediaKind, z.ZodOptional<typeof StoredMediaSchema>>,
);

/**
 * A status monitor as the store keeps it: the administrator's settings, its state at the last poll and the last
 * minute counted for it (minutes since 1970, UTC; null before the first), so no minute is counted twice, whichever
 * server polls.
 */
const statusMonitor = z.object({
  id: z.number().int().min(0),
  kuma_name: text(LIMITS.title),
  ...STATUS_MONITOR_TEXT_FIELDS,
  visible: z.boolean(),
  display_order: z.number().int(),
  translations: storedTranslations(STATUS_MONITOR_TEXT_FIELDS).optional(),
  state: z.enum(MONITOR_STATES),
  counted_until: z.number().int().nullable(),
  /** Since when (ms since 1970) the polls see it down, and up; absent or null while it is not (services/autoIncidentRules.ts). */
  down_since: z.number().int().nullable().optional(),
  up_since: z.number().int().nullable().optional(),
  /** The incident the server opened for its outage, until it has been up long enough to close it (absent: none). */
  auto_incident: z.number().int().nullable().optional(),
});

/** An incident as the store keeps it: the API's record, its timeline oldest first. */
const incident = z.object({
  id,
  ...INCIDENT_TEXT_FIELDS,
  impact: z.enum(INCIDENT_IMPACTS),
  monitors: z.array(z.number().int().min(0)).max(INCIDENT_LIMITS.monitors),
  published: z.boolean(),
  started_at: dateTime,
  resolved_at: optionalDateTime,
  updates: z.array(z.object({ at: dateTime, state: z.enum(INCIDENT_STATES), body: text(INCIDENT_LIMITS.body) })).max(INCIDENT_LIMITS.updates),
  translations: storedTranslations(INCIDENT_TEXT_FIELDS).optional(),
});

/** A maintenance window as the store keeps it. */
const maintenanceWindow = z.object({
  id,
  ...MAINTENANCE_TEXT_FIELDS,
  monitors: z.array(z.number().int().min(0)).max(INCIDENT_LIMITS.monitors),
  starts_at: dateTime,
  ends_at: dateTime,
  published: z.boolean(),
  translations: storedTranslations(MAINTENANCE_TEXT_FIELDS).optional(),
});

/** A data-centre location as the store keeps it: the API's record. */
const location = LocationUpdateSchema.required().extend({
  id,
  name: requiredValue(LocationUpdateSchema.shape.name.unwrap()),
  translations: storedTranslations(LOCATION_TEXT_FIELDS).optional(),
});

/** The administrator's TOTP two-factor state. */
export const StoredTwoFactorSchema = z.object({
  /** The confirmed key (base32); null while two-factor sign-in is off. */
  secret: z
    .string()
    .regex(/^[A-Z2-7]+$/)
    .nullable(),
  /** A key from setup that waits to be confirmed with a code. */
  pending_secret: z
    .string()
    .regex(/^[A-Z2-7]+$/)
    .nullable(),
  /** SHA-256 hashes of the recovery codes not used yet. */
  recovery_code_hashes: z.array(z.string().regex(/^[0-9a-f]{64}$/)).max(100),
  /** Time steps whose code was accepted lately: each code works only once. */
  used_steps: z.array(z.number().int()).max(10),
  enabled_at: optionalDateTime,
});

/** The admin account as the store keeps it (never part of a downloaded backup); null before the first start's setup. */
export const StoredAdminSchema = z
  .object({
    username: z.string().min(1).max(LIMITS.name),
    password_hash: z.string().min(1),
    /** Bumped on every password change: tokens carrying an older version stop working. */
    token_version: z.number().int().min(0),
    updated_at: dateTime,
    /** Two-factor sign-in (absent: never set up). */
    two_factor: StoredTwoFactorSchema.optional(),
  })
  .nullable();

/** The site data's parts besides the admin account. */
const siteFields = {
  schema_version: z.number().int().min(1),
  meta: z.object({ created_at: dateTime, next_ids: z.record(z.string(), z.number().int().positive()) }),
  plans: uniqueList(plan, ["id"]),
  categories: uniqueList(category, ["id", "key"]),
  promos: uniqueList(promo, ["id", "code"]),
  navigation: uniqueList(navigationItem, ["id"]).max(LIMITS.listItems),
  company: CompanyInfoInputSchema.required().extend({ translations: storedTranslations(COMPANY_TEXT_FIELDS).optional() }),
  content,
  smtp: SmtpSettingsInputSchema.omit({ smtp_use_tls: true })
    .required()
    .extend({ smtp_password: text(1_000) }),
  billing: BillingSettingsInputSchema.required().extend({ api_key: text(1_000), last_sync: optionalDateTime, last_sync_result: syncResult.nullable() }),
  site_settings: SiteSettingsInputSchema.required().extend({
    uptime_kuma_api_key: text(1_000),
    translations: storedTranslations(SITE_TEXT_FIELDS).optional(),
  }),
  /** Uploaded logo, favicon, social image and hero image (bytes included, so they are in every backup). */
  media,
  /** Pages of the site's own; each id and slug once. */
  pages: uniqueList(page, ["id", "slug"]).max(PAGE_LIMITS.pages),
  faq: z.array(FaqItemInputSchema.extend({ translations: storedTranslations(FAQ_TEXT_FIELDS).optional() })).max(FAQ_LIMITS.items),
  /** Every monitor the status monitor reported, with how the status page shows it and what the server last saw. */
  status_monitors: uniqueList(statusMonitor, ["id"]).max(STATUS_MONITOR_LIMITS.monitors),
  /** Each monitor's counted minutes per UTC day (STATUS_HISTORY_KEEP_DAYS days at most). */
  status_history: z.array(StatusHistoryRowSchema).max(STATUS_MONITOR_LIMITS.monitors * (STATUS_HISTORY_KEEP_DAYS + 1)),
  /** Incidents, newest last. */
  incidents: uniqueList(incident, ["id"]).max(INCIDENT_LIMITS.incidents),
  /** Planned maintenance windows. */
  maintenance: uniqueList(maintenanceWindow, ["id"]).max(INCIDENT_LIMITS.windows),
  /** Data-centre locations; each id and key once (plans name them by key). */
  locations: uniqueList(location, ["id", "key"]).max(LOCATION_LIMITS.locations),
};

/**
 * A whole site checked with the rules across fields and records as well (siteRules.ts: the API's own functions),
 * its prices rounded to their currencies' decimals as the API stores them. These run once every field passed.
 */
function withSiteRules<T extends z.ZodObject<typeof siteFields>>(site: T) {
  return site
    .superRefine((data, ctx) => {
      for (const issue of siteIssues(data)) ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
    })
    .transform((data) => withRoundedPrices(data));
}

/** Everything except contact submissions and the activity log (site.json, or the site_data row). */
export const StoredSiteDataSchema = withSiteRules(z.object({ ...siteFields, admin: StoredAdminSchema }));

/** The site data without the admin account: what a backup file carries. */
export const StoredSiteSchema = withSiteRules(z.object(siteFields));

export const StoredSubmissionSchema = z.object({
  id,
  timestamp: dateTime,
  name: z.string().max(LIMITS.name),
  email: z.string().max(LIMITS.email),
  subject: z.string().max(LIMITS.subject),
  message: z.string().max(LIMITS.message),
  is_read: flag(),
  mail_status: z.enum(MAIL_STATUSES),
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
  /** Entries written before sentences existed have none. */
  summary: z.string().max(LIMITS.shortText).optional(),
});
