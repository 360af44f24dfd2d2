import { mediaUrls } from "../media/urls";
import type {
  BillingSettingsView,
  MediaCollection,
  PublicSiteSettings,
  SiteSettings,
  SiteSettingsView,
  SmtpSettings,
  SmtpSettingsView,
} from "../../../common/contracts";
import type { Language } from "../../../common/i18n/languages";
import type { BillingState } from "../store/types";
import { copyTranslations } from "./locale";
import { publicAddress, withoutCredentials } from "../integrations/uptimeKuma/monitorAddress";
import { STATUS_PAGE_PATH } from "../../../common/publicPages";
import { DEMO_STATUS_PAGE_URL } from "../store/demoData";

/** Secrets are write-only: GET answers say whether one is set, never what it is. */
export function presentSmtp(smtp: SmtpSettings): SmtpSettingsView {
  return {
    smtp_host: smtp.smtp_host,
    smtp_port: smtp.smtp_port,
    smtp_security: smtp.smtp_security,
    smtp_username: smtp.smtp_username,
    smtp_password: "",
    has_smtp_password: smtp.smtp_password !== "",
    from_email: smtp.from_email,
    from_name: smtp.from_name,
  };
}

export function presentBillingSettings(billing: BillingState): BillingSettingsView {
  return {
    api_url: billing.api_url,
    username: billing.username,
    api_key: "",
    has_api_key: billing.api_key !== "",
    timeout: billing.timeout,
    sync_enabled: billing.sync_enabled,
    sync_frequency: billing.sync_frequency,
    markup_percentages: { ...billing.markup_percentages },
    company_id: billing.company_id,
  };
}

export function presentSiteSettings(settings: SiteSettings): SiteSettingsView {
  return {
    uptime_kuma_api_key: "",
    has_uptime_kuma_api_key: settings.uptime_kuma_api_key !== "",
    uptime_kuma_url: withoutCredentials(settings.uptime_kuma_url),
    status_update_interval: settings.status_update_interval,
    site_title: settings.site_title,
    site_description: settings.site_description,
    client_area_url: settings.client_area_url,
    game_panel_url: settings.game_panel_url,
    billing_url: settings.billing_url,
    status_page_url: settings.status_page_url,
    submission_retention_days: settings.submission_retention_days,
    activity_retention_days: settings.activity_retention_days,
    maintenance_mode: settings.maintenance_mode ?? false,
    maintenance_message: settings.maintenance_message ?? "",
    show_status_badge: settings.show_status_badge,
    auto_incident_minutes: settings.auto_incident_minutes,
    brand_color: settings.brand_color,
    font: settings.font,
    ...salesSettings(settings),
    statistics_enabled: settings.statistics_enabled,
    statistics_retention_days: settings.statistics_retention_days,
    translations: copyTranslations(settings.translations),
  };
}

/** The language, currency, tax and order address settings (the tax label as stored). */
function salesSettings(settings: SiteSettings) {
  return {
    languages: [...settings.languages],
    default_language: settings.default_language,
    currencies: [...settings.currencies],
    default_currency: settings.default_currency,
    tax_display: settings.tax_display,
    tax_rate: settings.tax_rate,
    tax_label: settings.tax_label,
    order_url_template: settings.order_url_template,
  };
}

/** A site text in `language`: its translation where there is one, else the stored (default language) text. */
export function siteText(settings: SiteSettings, field: "site_title" | "site_description" | "maintenance_message" | "tax_label", language: Language): string {
  return settings.translations?.[language]?.[field] || settings[field];
}

/** What the public pages need from site settings (texts in `language`), with the addresses of the uploaded images. */
export function presentPublicSiteSettings(settings: SiteSettings, media: Readonly<MediaCollection> | undefined, language: Language): PublicSiteSettings {
  return {
    site_title: siteText(settings, "site_title", language),
    site_description: siteText(settings, "site_description", language),
    client_area_url: settings.client_area_url,
    game_panel_url: settings.game_panel_url,
    billing_url: settings.billing_url,
    status_update_interval: settings.status_update_interval,
    status_page_url: publicStatusPageUrl(settings),
    show_status_badge: settings.show_status_badge,
    brand_color: settings.brand_color,
    font: settings.font,
    ...mediaUrls(media),
    ...salesSettings(settings),
    tax_label: siteText(settings, "tax_label", language),
  };
}

/**
 * The status link visitors get (header, footer, the 404 and maintenance pages): the status page address the
 * administrator set (Uptime Kuma's own page, say; without a user name or password), else the site's own status
 * page once a status monitor is configured, else none. The demo content's address was set by nobody: it counts
 * as none. The pages link /status in their own language (/de/status).
 */
function publicStatusPageUrl(settings: Pick<SiteSettings, "status_page_url" | "uptime_kuma_url">): string {
  const own = settings.status_page_url.trim();
  if (own && own !== DEMO_STATUS_PAGE_URL) return publicAddress(own);
  return settings.uptime_kuma_url.trim() ? STATUS_PAGE_PATH : "";
}

/** Whether the site's status links lead to its own status page (which is then in the sitemap too). */
export function linksOwnStatusPage(settings: Pick<SiteSettings, "status_page_url" | "uptime_kuma_url">): boolean {
  return publicStatusPageUrl(settings) === STATUS_PAGE_PATH;
}
