import { AUTO_INCIDENT_MINUTES, SiteSettingsInputSchema } from "../../../../../common/contracts";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";

export { AUTO_INCIDENT_MINUTES };

/** The setting as its message names it ("Minutes must be at most 1440"). */
export const AUTO_INCIDENT_RULES: FieldRules = { labels: { auto_incident_minutes: "Minutes" } };

/** The setting as the form holds it (the input's text); the server's default before the settings are loaded. */
export const autoIncidentText = (settings: { auto_incident_minutes?: number } | undefined): string =>
  String(settings?.auto_incident_minutes ?? AUTO_INCIDENT_MINUTES.default);

/** The minutes to send, or the problem with the text (the site settings' own rule: a whole number 0–1440). */
export function parseAutoIncident(text: string): { minutes: number } | { errors: FieldErrors } {
  const errors = schemaErrors(SiteSettingsInputSchema, { auto_incident_minutes: text.trim() }, AUTO_INCIDENT_RULES);
  return Object.keys(errors).length > 0 ? { errors } : { minutes: Number(text.trim()) };
}
