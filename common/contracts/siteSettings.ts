import { z } from "zod";
import { STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS } from "../constants";
import { isHexColor, SITE_FONTS, type SiteFont } from "../siteLook";
import { CompanyInfoSchema } from "./company";
import { defineResource } from "./endpoint";
import { flag, httpUrl, integer, LIMITS, secret, text } from "./fields";

/** Longest maintenance message (a few sentences). */
export const MAINTENANCE_MESSAGE_MAX = 2_000;

/** How long contact submissions (0 = forever) and activity entries are kept, in days: the API's check and the admin form's limits. */
export const RETENTION_DAYS = {
  submission_retention_days: { min: 0, max: 3650 },
  activity_retention_days: { min: 1, max: 3650 },
} as const;

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
export const MONITOR_CREDENTIALS_PROBLEM =
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
    brand_color: brandColor(),
    font: z.enum(SITE_FONTS, { error: `must be one of ${SITE_FONTS.join(", ")}` }),
  })
  .partial();
export type SiteSettingsInput = z.output<typeof SiteSettingsInputSchema>;

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
  /** The accent colour of the public pages, #rrggbb in lower case. */
  brand_color: string;
  /** The public pages' font; `system` downloads none. */
  font: SiteFont;
}

/** Site settings as the admin API answers them: the status monitor's key is write-only (always ""; `has_…` says whether one is set). */
export const SiteSettingsViewSchema = z.object({
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
  brand_color: z.string(),
  font: z.enum(SITE_FONTS),
});
export type SiteSettingsView = z.infer<typeof SiteSettingsViewSchema>;

/** Content-hashed addresses of the uploaded logo, favicon, social image and hero image; null where none is uploaded. */
export const MediaUrlsSchema = z.object({
  logo_url: z.string().nullable(),
  favicon_url: z.string().nullable(),
  social_image_url: z.string().nullable(),
  hero_image_url: z.string().nullable(),
});
export type MediaUrls = z.infer<typeof MediaUrlsSchema>;

/** What visitors' pages need: addresses and texts, never the key; the status link never carries credentials. */
export const PublicSiteSettingsSchema = z
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
  .extend(MediaUrlsSchema.shape);
export type PublicSiteSettings = z.infer<typeof PublicSiteSettingsSchema>;

/** GET /api/site-info: what every public page needs besides its content. */
export const SiteInfoSchema = z.object({ settings: PublicSiteSettingsSchema, company: CompanyInfoSchema }).extend(MediaUrlsSchema.shape);

/** Site settings (status monitor, external addresses, retention, maintenance mode, look) and the public site information. */
export const siteSettingsApi = defineResource("site-settings", {
  publicInfo: {
    method: "GET",
    path: "/api/site-info",
    access: "public",
    summary: "The site's title, description, external addresses, look (status badge, brand colour, font), company details and uploaded images",
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
      "Only the fields sent change. `uptime_kuma_api_key`: text sets it, an empty string keeps the stored key, `null` removes it. A new monitor address is read at once.",
    body: SiteSettingsInputSchema,
    response: SiteSettingsViewSchema,
    errors: [400],
  },
});
