import { STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS, STATUS_POLL_SECONDS } from "../../../../../common/constants";
import { DEFAULT_BRAND_COLOR, DEFAULT_FONT } from "../../../../../common/siteLook";
import { RETENTION_DAYS, SiteSettingsInputSchema, type SiteSettings, type SiteSettingsView } from "../../../../../common/contracts";

export const SETTINGS_SUCCESS = "Site settings updated successfully! Some changes may require a server restart.";
export const INTERVAL_HINT = `How often to check status (${STATUS_POLL_MIN_SECONDS}-${STATUS_POLL_MAX_SECONDS} seconds)`;

export const SETTINGS_DEFAULTS: SiteSettings = {
  uptime_kuma_api_key: "",
  uptime_kuma_url: "",
  status_update_interval: STATUS_POLL_SECONDS,
  site_title: "",
  site_description: "",
  client_area_url: "",
  game_panel_url: "",
  billing_url: "",
  status_page_url: "",
  submission_retention_days: 0,
  activity_retention_days: 90,
  maintenance_mode: false,
  maintenance_message: "",
  show_status_badge: true,
  brand_color: DEFAULT_BRAND_COLOR,
  font: DEFAULT_FONT,
};

/** Form values are text; the server's answer is merged into the defaults; the key is write-only. */
export type SettingsForm = Record<keyof SiteSettings, string>;

export function settingsToForm(view: Partial<SiteSettingsView> | null | undefined): SettingsForm {
  const merged = { ...SETTINGS_DEFAULTS, ...view, uptime_kuma_api_key: "" };
  return Object.fromEntries(Object.keys(SETTINGS_DEFAULTS).map((key) => [key, String(merged[key as keyof SiteSettings] ?? "")])) as SettingsForm;
}

const NUMBER_FIELDS = ["status_update_interval", "submission_retention_days", "activity_retention_days"] as const;

const MESSAGES: Partial<Record<keyof SiteSettings, string>> = {
  status_update_interval: `Status update interval must be a number between ${STATUS_POLL_MIN_SECONDS} and ${STATUS_POLL_MAX_SECONDS} seconds.`,
  uptime_kuma_url: "Uptime Kuma URL must be a full http:// or https:// address.",
  status_page_url: "Status page URL must be a full http:// or https:// address.",
  client_area_url: "Client area URL must be a full http:// or https:// address.",
  game_panel_url: "Game panel URL must be a full http:// or https:// address.",
  billing_url: "Billing URL must be a full http:// or https:// address.",
  submission_retention_days: `Submission retention must be a whole number of days from ${RETENTION_DAYS.submission_retention_days.min} to ${RETENTION_DAYS.submission_retention_days.max}.`,
  activity_retention_days: `Activity retention must be a whole number of days from ${RETENTION_DAYS.activity_retention_days.min} to ${RETENTION_DAYS.activity_retention_days.max}.`,
};

/** Validates with the shared schema: either the body to send, or field → message. */
export function parseSettingsForm(form: SettingsForm): { body: SiteSettings } | { errors: Record<string, string> } {
  const raw: Record<string, unknown> = { ...form };
  for (const key of NUMBER_FIELDS) raw[key] = form[key].trim() === "" ? "x" : form[key].trim();
  const result = SiteSettingsInputSchema.safeParse(raw);
  if (result.success) return { body: { ...SETTINGS_DEFAULTS, ...result.data, uptime_kuma_api_key: result.data.uptime_kuma_api_key ?? "" } };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof SiteSettings;
    errors[key] ??= MESSAGES[key] ?? `${key} ${issue.message}`;
  }
  return { errors };
}
