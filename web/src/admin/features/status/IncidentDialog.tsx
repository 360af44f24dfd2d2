import type { FormEvent } from "react";
import {
  INCIDENT_IMPACTS,
  INCIDENT_STATES,
  INCIDENT_TEXT_FIELDS,
  incidentsApi,
  LIMITS,
  type Incident,
  type StatusMonitor,
} from "../../../../../common/contracts";
import { SelectField, TextArea, TextField } from "../../components/ui/Field";
import { FormDialog } from "../../components/ui/FormDialog";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslatedDialog } from "../../hooks/useTranslatedDialog";
import { useSaveIncident } from "./api";
import { formToIncident, IMPACT_LABELS, INCIDENT_RULES, incidentErrors, incidentToForm, STATE_LABELS, type IncidentForm } from "./incidentForm";
import { MonitorsAndPublished } from "./MonitorChoices";
import { optionsOf } from "./options";

interface Props {
  incident: Incident | null;
  monitors: readonly StatusMonitor[];
  onClose: () => void;
}

/**
 * Open an incident (with its first update) or change one: title (in every language), impact, the monitors it
 * affects, when it started, published. Updates are added from the timeline (Updates).
 */
export function IncidentDialog({ incident, monitors, onClose }: Props) {
  const saveIncident = useSaveIncident();
  const isNew = incident === null;
  const { form, set, problems, save, frame, translations, translated, translationProblem } = useTranslatedDialog<IncidentForm, typeof INCIDENT_TEXT_FIELDS>({
    record: incident,
    fields: INCIDENT_TEXT_FIELDS,
    start: () => incidentToForm(incident),
    rules: INCIDENT_RULES,
    onClose,
  });

  const choice = <K extends "impact" | "first_state">(key: K, label: string, values: readonly IncidentForm[K][], labels: Record<IncidentForm[K], string>) => (
    <SelectField label={label} value={form[key]} error={problems.error(key)} onChange={(e) => set(key, e.target.value as IncidentForm[K])}>
      {optionsOf(values, labels)}
    </SelectField>
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problems.show(incidentErrors(form, isNew)) || translationProblem(incidentsApi.update.body)) return;
    const body = { ...formToIncident(form, isNew), translations: translations.body() as Incident["translations"] };
    await save(() => saveIncident.mutateAsync({ id: incident?.id ?? null, body }), {
      saved: isNew ? "Incident created successfully!" : "Incident updated successfully!",
      failed: isNew ? "Error creating incident: " : "Error updating incident: ",
    });
  }

  return (
    <FormDialog
      title={incident ? `Edit Incident: ${incident.title}` : "New Incident"}
      formId="incident-form"
      submitText={isNew ? "Create Incident" : "Update Incident"}
      onSubmit={submit}
      {...frame}
    >
      <LanguageSwitch edit={translations.language} label="Language of the incident's title" untranslated={translations.untranslated(form)} />
      <TextField
        label="Title *"
        wide
        maxLength={LIMITS.title}
        placeholder="Slow websites in Frankfurt"
        error={problems.error("title")}
        {...translated("title")}
      />
      {choice("impact", "Impact", INCIDENT_IMPACTS, IMPACT_LABELS)}
      <TextField
        label="Started"
        type="datetime-local"
        value={form.started_at}
        error={problems.error("started_at")}
        onChange={(e) => set("started_at", e.target.value)}
        hint={isNew ? "Your local time; empty: now" : "Your local time"}
      />
      <MonitorsAndPublished
        monitors={monitors}
        form={form}
        set={(key, value) => set(key, value as never)}
        error={problems.error("monitors")}
        monitorsHint="Shown with the incident on the status page."
        publishedHint="Off: only you see it here; visitors' status page and notice leave it out."
      />
      {isNew && (
        <fieldset className="form-grid">
          <legend>First update</legend>
          {choice("first_state", "State", INCIDENT_STATES, STATE_LABELS)}
          <TextArea
            label="Message"
            rows={4}
            error={problems.error("first_body")}
            value={form.first_body}
            onChange={(e) => set("first_body", e.target.value)}
            placeholder="We are looking into slow answers from the web servers in Frankfurt."
            hint="What visitors read under the title. Markdown: **bold**, [links](https://…), lists."
          />
        </fieldset>
      )}
    </FormDialog>
  );
}
