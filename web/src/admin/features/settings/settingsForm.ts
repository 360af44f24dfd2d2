import { STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS, STATUS_POLL_SECONDS } from "../../../../../common/constants";
import { DEFAULT_BRAND_COLOR, DEFAULT_FONT } from "../../../../../common/siteLook";
import { TAX_RATE } from "../../../../../common/tax";
import {
  AUTO_INCIDENT_MINUTES,
  RETENTION_DAYS,
  SALES_SETTING_DEFAULTS,
  STATISTICS_RETENTION_DAYS,
  SiteSettingsInputSchema,
  type SiteSettings,
  type SiteSettingsInput,
  type SiteSettingsView,
} from "../../../../../common/contracts";
import { issuesToErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";

/** Every setting applies at once (the status poller reads a new address and interval on the next check). */
export const SETTINGS_SUCCESS = "Site settings updated successfully!";
export const INTERVAL_HINT = `How often to check status (${STATUS_POLL_MIN_SECONDS}-${STATUS_POLL_MAX_SECONDS} seconds)`;

const SETTINGS_DEFAULTS: SiteSettings = {
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
  auto_incident_minutes: AUTO_INCIDENT_MINUTES.default,
  brand_color: DEFAULT_BRAND_COLOR,
  font: DEFAULT_FONT,
  ...SALES_SETTING_DEFAULTS,
  statistics_enabled: true,
  statistics_retention_days: STATISTICS_RETENTION_DAYS.default,
};

export type SettingKey = keyof SiteSettings;

/**
 * The tab's sections, in order. Each is a form of its own: its Save sends only its fields (the API changes only
 * the fields sent), and unsaved edits in the other sections stay. A new section is one entry here and its fields
 * in SettingsTab's SECTION_FIELDS.
 */
export const SETTINGS_SECTIONS = [
  { id: "general", title: "General", fields: ["site_title", "site_description"] },
  { id: "brand", title: "Brand", fields: ["brand_color", "font"] },
  { id: "links", title: "External links", fields: ["client_area_url", "game_panel_url", "billing_url", "order_url_template"] },
  { id: "locale", title: "Languages & currencies", fields: ["languages", "default_language", "currencies", "default_currency"] },
  { id: "tax", title: "Tax", fields: ["tax_display", "tax_rate", "tax_label"] },
  {
    id: "status",
    title: "Status monitor",
    fields: ["show_status_badge", "uptime_kuma_url", "uptime_kuma_api_key", "status_page_url", "status_update_interval"],
  },
  { id: "maintenance", title: "Maintenance", fields: ["maintenance_mode", "maintenance_message"] },
  { id: "retention", title: "Retention", fields: ["submission_retention_days", "activity_retention_days"] },
  { id: "statistics", title: "Statistics", fields: ["statistics_enabled", "statistics_retention_days"] },
] as const satisfies readonly { id: string; title: string; fields: readonly SettingKey[] }[];

export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/** Form values are text; the server's answer is merged into the defaults; the key is write-only. */
export type SettingsForm = Record<SettingKey, string>;

export function settingsToForm(view: Partial<SiteSettingsView> | null | undefined): SettingsForm {
  const merged = { ...SETTINGS_DEFAULTS, ...view, uptime_kuma_api_key: "" };
  return Object.fromEntries(Object.keys(SETTINGS_DEFAULTS).map((key) => [key, String(merged[key as SettingKey] ?? "")])) as SettingsForm;
}

const NUMBER_FIELDS: readonly SettingKey[] = [
  "status_update_interval",
  "submission_retention_days",
  "activity_retention_days",
  "statistics_retention_days",
  "tax_rate",
];

/** Settings that are lists (languages, currencies): kept in the form as one text, comma-separated, in order. */
const LIST_FIELDS: readonly SettingKey[] = ["languages", "currencies"];

/** A list setting's values from its form text. */
export function listOf(text: string): string[] {
  return text
    .split(",")
    .map((value) => value.trim())
    .filter(Boolean);
}

/** The fields as the panel names them (and the API's messages at them start with). */
export const SETTINGS_RULES: FieldRules = {
  labels: {
    site_title: "Site Title",
    site_description: "Site Description",
    brand_color: "Brand colour",
    font: "Font",
    client_area_url: "Client Area URL",
    game_panel_url: "Game Panel URL",
    billing_url: "Billing URL",
    order_url_template: "Order address template",
    languages: "Languages",
    default_language: "Default language",
    currencies: "Currencies",
    default_currency: "Default currency",
    tax_display: "Tax display",
    tax_rate: "Tax rate",
    tax_label: "Tax label",
    show_status_badge: "Status badge",
    uptime_kuma_url: "Uptime Kuma URL",
    uptime_kuma_api_key: "Uptime Kuma API Key",
    status_page_url: "Status Page URL",
    status_update_interval: "Status update interval",
    maintenance_mode: "Maintenance mode",
    maintenance_message: "Maintenance Message",
    submission_retention_days: "Submission retention",
    activity_retention_days: "Activity retention",
    statistics_enabled: "Statistics",
    statistics_retention_days: "Statistics retention",
  },
};

/** The sentence for a field the browser checks by shape (numbers, addresses); others: the schema's rule. */
const MESSAGES: Partial<Record<SettingKey, string>> = {
  status_update_interval: `Status update interval must be a number between ${STATUS_POLL_MIN_SECONDS} and ${STATUS_POLL_MAX_SECONDS} seconds.`,
  uptime_kuma_url: "Uptime Kuma URL must be a full http:// or https:// address.",
  status_page_url: "Status page URL must be a full http:// or https:// address.",
  client_area_url: "Client area URL must be a full http:// or https:// address.",
  game_panel_url: "Game panel URL must be a full http:// or https:// address.",
  billing_url: "Billing URL must be a full http:// or https:// address.",
  submission_retention_days: `Submission retention must be a whole number of days from ${RETENTION_DAYS.submission_retention_days.min} to ${RETENTION_DAYS.submission_retention_days.max}.`,
  tax_rate: `Tax rate must be a number from ${TAX_RATE.min} to ${TAX_RATE.max} (percent) with at most ${TAX_RATE.decimals} decimals.`,
  activity_retention_days: `Activity retention must be a whole number of days from ${RETENTION_DAYS.activity_retention_days.min} to ${RETENTION_DAYS.activity_retention_days.max}.`,
  statistics_retention_days: `Statistics retention must be a whole number of days from ${STATISTICS_RETENTION_DAYS.min} to ${STATISTICS_RETENTION_DAYS.max}.`,
};

/**
 * Validates the given fields (default: all) with the shared schema: either the body to send (those fields
 * only), or field → message.
 */
export function parseSettingsForm(
  form: SettingsForm,
  fields: readonly SettingKey[] = Object.keys(form) as SettingKey[],
): { body: SiteSettingsInput } | { errors: FieldErrors } {
  const raw: Record<string, unknown> = {};
  for (const key of fields) {
    if (LIST_FIELDS.includes(key)) raw[key] = listOf(form[key]);
    else raw[key] = NUMBER_FIELDS.includes(key) && form[key].trim() === "" ? "x" : form[key];
  }
  const result = SiteSettingsInputSchema.safeParse(raw);
  if (result.success) return { body: result.data };
  const errors = issuesToErrors(
    result.error.issues.map((issue) => {
      const field = String(issue.path[0]) as SettingKey;
      return { field, message: MESSAGES[field] ?? issue.message };
    }),
    SETTINGS_RULES,
  );
  return { errors };
}

/** The values of some fields (a section's) of a form. */
export function pick(form: SettingsForm, fields: readonly SettingKey[]): Partial<SettingsForm> {
  return Object.fromEntries(fields.map((key) => [key, form[key]]));
}
