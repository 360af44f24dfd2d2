import { z } from "zod";
import { STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS } from "../constants";
import { DEFAULT_CURRENCY } from "../i18n/currencies";
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from "../i18n/languages";
import type { Translations } from "../i18n/resolve";
import { fillOrderTemplate, ORDER_PLACEHOLDERS, unknownPlaceholders } from "../orderLink";
import { isHexColor, SITE_FONTS, type SiteFont } from "../siteLook";
import { DEFAULT_TAX_LABEL, hasTaxRatePrecision, TAX_DISPLAYS, TAX_LABEL_MAX, TAX_RATE, type TaxDisplay } from "../tax";
import { PublicCompanyInfoSchema } from "./company";
import { defineResource } from "./endpoint";
import { flag, httpUrl, integer, isHttpUrl, LIMITS, numeric, requiredText, secret, text } from "./fields";
import { LanguageQuerySchema } from "./shared";
import { STATISTICS_RETENTION_DAYS } from "./statistics";
import { currencyCode, currencyList, languageList, languageTag, translationsAnswer, translationsInput } from "./translations";

/** Longest maintenance message (a few sentences). */
export const MAINTENANCE_MESSAGE_MAX = 2_000;

/** How long contact submissions (0 = forever) and activity entries are kept, in days: the API's check and the admin form's limits. */
export const RETENTION_DAYS = {
  submission_retention_days: { min: 0, max: 3650 },
  activity_retention_days: { min: 1, max: 3650 },
} as const;

/** How long a shown monitor must be down before the server opens an incident itself (0 = never), in minutes. */
export const AUTO_INCIDENT_MINUTES = { min: 0, max: 1_440, default: 5 } as const;

const BRAND_COLOR_PROBLEM = "must be a colour written #rrggbb, e.g. #4f46e5";

/** #rrggbb in either case, stored in lower case. */
function brandColor() {
  return z
    .string({ error: BRAND_COLOR_PROBLEM })
    .trim()
    .refine(isHexColor, BRAND_COLOR_PROBLEM)
    .transform((value) => value.toLowerCase());
}

/** Why a user name or password in the status monitor's address is refused. */
const MONITOR_CREDENTIALS_PROBLEM =
  "must not contain a user name or password: the status poller never sends them (a status page needs none; for /metrics set the Uptime Kuma API key)";

/** Whether an address carries a user name or password (user:pass@host). */
function hasCredentials(address: string): boolean {
  try {
    const url = new URL(address);
    return url.username !== "" || url.password !== "";
  } catch {
    return false;
  }
}

/** The order address template: empty, or an http(s) address with order placeholders ({plan_id}, {term} …). */
function orderUrlTemplate() {
  const placeholders = ORDER_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
  return text(LIMITS.url)
    .refine((value) => unknownPlaceholders(value).length === 0, {
      error: (issue) => `has an unknown placeholder {${unknownPlaceholders(String(issue.input))[0]}} (known: ${placeholders})`,
    })
    .refine((value) => value === "" || isHttpUrl(fillOrderTemplate(value, {})), "must be an http:// or https:// address (placeholders allowed)");
}

/** The tax rate in percent: 0–50 with up to two decimals. */
function taxRate() {
  return numeric().pipe(
    z
      .number()
      .min(TAX_RATE.min, `must be at least ${TAX_RATE.min}`)
      .max(TAX_RATE.max, `must be at most ${TAX_RATE.max}`)
      .refine(hasTaxRatePrecision, `must have at most ${TAX_RATE.decimals} decimals`),
  );
}

/** The site's texts that have translations, with their rules. */
export const SITE_TEXT_FIELDS = {
  site_title: text(LIMITS.title),
  site_description: text(LIMITS.shortText),
  maintenance_message: text(MAINTENANCE_MESSAGE_MAX),
  tax_label: requiredText(TAX_LABEL_MAX),
};

export const SiteSettingsInputSchema = z
  .object({
    uptime_kuma_api_key: secret(1_000),
    uptime_kuma_url: httpUrl().refine((address) => !hasCredentials(address), MONITOR_CREDENTIALS_PROBLEM),
    status_update_interval: integer(STATUS_POLL_MIN_SECONDS, STATUS_POLL_MAX_SECONDS),
    site_title: text(LIMITS.title),
    site_description: text(LIMITS.shortText),
    client_area_url: httpUrl(),
    game_panel_url: httpUrl(),
    billing_url: httpUrl(),
    status_page_url: httpUrl(),
    submission_retention_days: integer(RETENTION_DAYS.submission_retention_days.min, RETENTION_DAYS.submission_retention_days.max),
    activity_retention_days: integer(RETENTION_DAYS.activity_retention_days.min, RETENTION_DAYS.activity_retention_days.max),
    maintenance_mode: flag(),
    maintenance_message: text(MAINTENANCE_MESSAGE_MAX),
    show_status_badge: flag(),
    auto_incident_minutes: integer(AUTO_INCIDENT_MINUTES.min, AUTO_INCIDENT_MINUTES.max),
    brand_color: brandColor(),
    font: z.enum(SITE_FONTS, { error: `must be one of ${SITE_FONTS.join(", ")}` }),
    languages: languageList(),
    default_language: languageTag(),
    currencies: currencyList(),
    default_currency: currencyCode(),
    tax_display: z.enum(TAX_DISPLAYS, { error: `must be one of ${TAX_DISPLAYS.join(", ")}` }),
    tax_rate: taxRate(),
    tax_label: requiredText(TAX_LABEL_MAX),
    order_url_template: orderUrlTemplate(),
    statistics_enabled: flag(),
    statistics_retention_days: integer(STATISTICS_RETENTION_DAYS.min, STATISTICS_RETENTION_DAYS.max),
    translations: translationsInput(SITE_TEXT_FIELDS, "the site"),
  })
  .partial();
export type SiteSettingsInput = z.output<typeof SiteSettingsInputSchema>;

/**
 * A save of the site settings: the settings, and `move_texts`, required with a new `default_language` (true moves
 * every record's own texts into the old default language's translation and makes the new language's translation
 * the own texts; false keeps the own texts, written in the new language). Not stored; ignored when the default
 * language stays.
 */
const SiteSettingsUpdateSchema = SiteSettingsInputSchema.extend({ move_texts: flag().optional() });
export type SiteSettingsUpdate = z.output<typeof SiteSettingsUpdateSchema>;

export interface SiteSettings {
  uptime_kuma_api_key: string;
  uptime_kuma_url: string;
  status_update_interval: number;
  site_title: string;
  site_description: string;
  /** The provider's own sites the public pages link to (client area, game panel, billing for order buttons). */
  client_area_url: string;
  game_panel_url: string;
  billing_url: string;
  /**
   * Public status page the badge links to; empty means uptime_kuma_url when that is a status page
   * (…/status/<slug>), else no link. Credentials in either address are never published.
   */
  status_page_url: string;
  /** Delete contact submissions older than this many days; 0 = keep forever. */
  submission_retention_days: number;
  /** Delete activity log entries older than this many days. */
  activity_retention_days: number;
  /** While true, public pages answer 503 with the maintenance page; the API and the admin work as usual. */
  maintenance_mode: boolean;
  /** Shown on the maintenance page; empty shows a standard text. */
  maintenance_message: string;
  /** Whether the public pages show the live status badge. */
  show_status_badge: boolean;
  /**
   * Minutes a shown monitor must be down before the server opens a published incident for it ("investigating"),
   * closed with a "resolved" update once the monitor has been up for 5 minutes; 0 = never.
   */
  auto_incident_minutes: number;
  /** The accent colour of the public pages, #rrggbb in lower case. */
  brand_color: string;
  /** The public pages' font; `system` downloads none. */
  font: SiteFont;
  /** The languages the public site speaks (1–10 supported tags); the default one is served without a language in the address. */
  languages: Language[];
  default_language: Language;
  /** The currencies prices are shown in (1–10 ISO 4217 codes); a plan's `price` and `pricing` are in the default one. */
  currencies: string[];
  default_currency: string;
  /** How prices are shown with tax (stored prices are before tax), at `tax_rate` percent, named `tax_label`. */
  tax_display: TaxDisplay;
  tax_rate: number;
  tax_label: string;
  /** Where order buttons lead when a plan has no order_url of its own: an address with placeholders, or empty (billing_url). */
  order_url_template: string;
  /**
   * Whether the server counts visits, order clicks, promo code copies and contact messages (daily totals only, no
   * cookie and no script; order buttons go through /go/order either way).
   */
  statistics_enabled: boolean;
  /** Days of statistics kept (30–3650); older days are dropped. */
  statistics_retention_days: number;
  /** site_title, site_description, maintenance_message and tax_label in other languages. */
  translations?: Translations<Pick<SiteSettings, "site_title" | "site_description" | "maintenance_message" | "tax_label">>;
}

/** What the language, currency, tax and order settings are on a new site (and after an upgrade). */
export const SALES_SETTING_DEFAULTS: Pick<
  SiteSettings,
  "languages" | "default_language" | "currencies" | "default_currency" | "tax_display" | "tax_rate" | "tax_label" | "order_url_template"
> = {
  languages: [DEFAULT_LANGUAGE],
  default_language: DEFAULT_LANGUAGE,
  currencies: [DEFAULT_CURRENCY],
  default_currency: DEFAULT_CURRENCY,
  tax_display: "none",
  tax_rate: 0,
  tax_label: DEFAULT_TAX_LABEL,
  order_url_template: "",
};

const salesFields = {
  languages: z.array(z.enum(SUPPORTED_LANGUAGES)),
  default_language: z.enum(SUPPORTED_LANGUAGES),
  currencies: z.array(z.string()),
  default_currency: z.string(),
  tax_display: z.enum(TAX_DISPLAYS),
  tax_rate: z.number(),
  tax_label: z.string(),
  order_url_template: z.string(),
};

/** Site settings as the admin API answers them: the status monitor's key is write-only (always ""; `has_…` says whether one is set). */
const SiteSettingsViewSchema = z.object({
  uptime_kuma_api_key: z.literal(""),
  has_uptime_kuma_api_key: z.boolean(),
  uptime_kuma_url: z.string(),
  status_update_interval: z.number().int(),
  site_title: z.string(),
  site_description: z.string(),
  client_area_url: z.string(),
  game_panel_url: z.string(),
  billing_url: z.string(),
  status_page_url: z.string(),
  submission_retention_days: z.number().int(),
  activity_retention_days: z.number().int(),
  maintenance_mode: z.boolean(),
  maintenance_message: z.string(),
  show_status_badge: z.boolean(),
  auto_incident_minutes: z.number().int(),
  brand_color: z.string(),
  font: z.enum(SITE_FONTS),
  ...salesFields,
  statistics_enabled: z.boolean(),
  statistics_retention_days: z.number().int(),
  translations: translationsAnswer({ site_title: z.string(), site_description: z.string(), maintenance_message: z.string(), tax_label: z.string() }),
});
export type SiteSettingsView = z.infer<typeof SiteSettingsViewSchema>;

/**
 * Content-hashed addresses of the uploaded logo, the logo for dark backgrounds, favicon, social image and hero
 * image; null where none is uploaded.
 */
const MediaUrlsSchema = z.object({
  logo_url: z.string().nullable(),
  logo_dark_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  social_image_url: z.string().nullable(),
  hero_image_url: z.string().nullable(),
});
export type MediaUrls = z.infer<typeof MediaUrlsSchema>;

/**
 * What visitors' pages need: addresses and texts (in the asked language), never the key; the status link never
 * carries credentials. The languages, currencies, tax and order address settings say how to show prices and
 * where order buttons lead.
 */
const PublicSiteSettingsSchema = z
  .object({
    site_title: z.string(),
    site_description: z.string(),
    client_area_url: z.string(),
    game_panel_url: z.string(),
    billing_url: z.string(),
    status_update_interval: z.number().int(),
    status_page_url: z.string(),
    show_status_badge: z.boolean(),
    brand_color: z.string(),
    font: z.enum(SITE_FONTS),
  })
  .extend(MediaUrlsSchema.shape)
  .extend(salesFields);
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>;

/** GET /api/site-info: what every public page needs besides its content. */
const SiteInfoSchema = z.object({ settings: PublicSiteSettingsSchema, company: PublicCompanyInfoSchema }).extend(MediaUrlsSchema.shape);

/** Site settings (status monitor, external addresses, retention, maintenance mode, look) and the public site information. */
export const siteSettingsApi = defineResource("site-settings", {
  publicInfo: {
    method: "GET",
    path: "/api/site-info",
    access: "public",
    summary: "The site's title, description, external addresses, look (status badge, brand colour, font), company details and uploaded images",
    description:
      "Also the languages, currencies, tax display and order address template. `lang` picks the language of the texts (site title and description, tax label, the company's tagline, description and features).",
    query: LanguageQuerySchema,
    response: SiteInfoSchema,
  },
  get: {
    method: "GET",
    path: "/api/admin/site-settings",
    access: "admin",
    summary: "The site settings",
    response: SiteSettingsViewSchema,
  },
  update: {
    method: "PUT",
    path: "/api/admin/site-settings",
    access: "admin",
    summary: "Change the site settings",
    description:
      "Only the fields sent change. `uptime_kuma_api_key`: text sets it, an empty string keeps the stored key, `null` removes it. A new monitor address is read at once. `default_language` must be one of `languages` and `default_currency` one of `currencies` (as they are after the save), else 400. A new `default_currency` takes over the prices in the default currency (plans' `price` and `pricing`, promo codes' `discount_amount`): they are rounded to its decimals, and it is refused (400) while one of them is above what it allows. `translations` changes only the languages and fields sent (null or empty removes one); languages not enabled may be prepared. " +
      "A save that changes `default_language` must send `move_texts` (else 400 naming it): `true` moves the own texts of every translated record (plans, categories, promo codes, menu, company, site texts, content blocks, pages, FAQ) into the old default language's translation and makes the new language's translation their own texts (a text it lacks keeps the old one, so no text is ever empty); `false` keeps the own texts and drops a translation into the new default language (the own texts are that language's now). A save that keeps the default language ignores `move_texts`.",
    body: SiteSettingsUpdateSchema,
    response: SiteSettingsViewSchema,
    errors: [400],
  },
});
