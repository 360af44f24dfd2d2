import { z } from "zod";
import { flag, httpUrl, integer, LIMITS, secret, text } from "./fields";

/** Longest maintenance message (a few sentences). */
export const MAINTENANCE_MESSAGE_MAX = 2_000;

export const SiteSettingsSchema = z
  .object({
    uptime_kuma_api_key: secret(1_000),
    uptime_kuma_url: httpUrl(),
    status_update_interval: integer(10, 300),
    site_title: text(LIMITS.title),
    site_description: text(LIMITS.shortText),
    client_area_url: httpUrl(),
    game_panel_url: httpUrl(),
    billing_url: httpUrl(),
    status_page_url: httpUrl(),
    submission_retention_days: integer(0, 3650),
    activity_retention_days: integer(1, 3650),
    maintenance_mode: flag(),
    maintenance_message: text(MAINTENANCE_MESSAGE_MAX),
  })
  .partial();
export type SiteSettingsInput = z.output<typeof SiteSettingsSchema>;

export interface SiteSettings {
  uptime_kuma_api_key: string;
  uptime_kuma_url: string;
  status_update_interval: number;
  site_title: string;
  site_description: string;
  /** External addresses of CONTRACT §2. */
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
}

export type SiteSettingsView = SiteSettings & { has_uptime_kuma_api_key: boolean };

/** Content-hashed addresses of the uploaded logo, favicon and social image; null where none is uploaded. */
export interface MediaUrls {
  logo_url: string | null;
  favicon_url: string | null;
  social_image_url: string | null;
}

/** What visitors' pages need: addresses and texts, never the key. */
export type PublicSiteSettings = Pick<
  SiteSettings,
  "site_title" | "site_description" | "client_area_url" | "game_panel_url" | "billing_url" | "status_update_interval"
> & { status_page_url: string } & MediaUrls;
