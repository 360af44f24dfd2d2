import { STATUS_MONITOR_TEXT_FIELDS, statusApi, type StatusMonitor, type StatusMonitorsSave } from "../../../../../common/contracts";
import type { Language } from "../../../../../common/i18n/languages";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { recordTextDrafts, recordTranslationsBody, recordUntranslated } from "../../lib/recordTranslations";
import { withTranslatedFields, type TextDrafts } from "../../lib/translations";

/** A monitor as the editor holds it; its place in the list is its order. */
export interface MonitorDraft {
  id: number;
  /** The name Uptime Kuma gives it (shown while `name` is empty). */
  kuma_name: string;
  name: string;
  group: string;
  visible: boolean;
  /** Name and group in other languages. */
  translations: TextDrafts;
}

/** The monitors as the API lists them, in the administrator's order. */
export const toMonitorDrafts = (monitors: readonly StatusMonitor[] | undefined): MonitorDraft[] =>
  (monitors ?? []).map((monitor) => ({
    id: monitor.id,
    kuma_name: monitor.kuma_name,
    name: monitor.name,
    group: monitor.group,
    visible: monitor.visible,
    translations: recordTextDrafts(monitor, STATUS_MONITOR_TEXT_FIELDS),
  }));

/**
 * The list as its save sends it: every monitor, its order its place (1, 2, …), names and groups trimmed (an empty
 * name stands for Uptime Kuma's), with all its translations.
 */
export const toMonitorsBody = (drafts: readonly MonitorDraft[], defaultLanguage: Language): StatusMonitorsSave =>
  drafts.map((draft, index) => ({
    id: draft.id,
    name: draft.name.trim(),
    group: draft.group.trim(),
    visible: draft.visible,
    display_order: index + 1,
    translations: recordTranslationsBody(draft.translations, STATUS_MONITOR_TEXT_FIELDS, defaultLanguage) as StatusMonitorsSave[number]["translations"],
  }));

/** The field keys are the API's paths of the saved list: "2.group" is the third monitor's group. */
export const monitorField = (index: number, field: "name" | "group") => `${index}.${field}`;

/** The editor's fields in order, as messages name them ("Name of Service 2 must be at most 100 characters"). */
export function monitorRules(drafts: readonly MonitorDraft[]): FieldRules {
  const labels: Record<string, string> = {};
  drafts.forEach((draft, index) => {
    labels[monitorField(index, "name")] = `Name of ${draft.kuma_name}`;
    labels[monitorField(index, "group")] = `Group of ${draft.kuma_name}`;
  });
  return withTranslatedFields({ labels });
}

/** The server's checks (the shared schema) before anything is sent: field → message, empty when fine. */
export function monitorErrors(drafts: readonly MonitorDraft[], defaultLanguage: Language): FieldErrors {
  return schemaErrors(statusApi.saveMonitors.body, toMonitorsBody(drafts, defaultLanguage), monitorRules(drafts));
}

/** How many names and groups visitors read (those of shown monitors) have no translation in `language`. */
export const monitorsUntranslated = (drafts: readonly MonitorDraft[], language: Language, defaultLanguage: Language): number =>
  drafts
    .filter((draft) => draft.visible)
    .reduce(
      (sum, draft) =>
        sum + recordUntranslated({ name: draft.name, group: draft.group }, draft.translations, STATUS_MONITOR_TEXT_FIELDS, language, defaultLanguage),
      0,
    );
