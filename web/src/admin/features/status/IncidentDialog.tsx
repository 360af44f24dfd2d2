import type { FormEvent } from "react";
import {
  INCIDENT_IMPACTS,
  INCIDENT_STATES,
  INCIDENT_TEXT_FIELDS,
  LIMITS,
  type Incident,
  type IncidentChange,
  type StatusMonitor,
} from "../../../../../common/contracts";
import { TextArea, TextField, SelectField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { DialogButtons } from "../../components/ui/DialogButtons";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { Modal } from "../../components/ui/Modal";
import { Switch } from "../../components/ui/Switch";
import { useFormDialog } from "../../hooks/useFormDialog";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { schemaErrors } from "../../lib/fieldErrors";
import { incidentsApi } from "../../../../../common/contracts";
import { useSaveIncident } from "./api";
import { IMPACT_LABELS, INCIDENT_RULES, incidentErrors, incidentToForm, formToIncident, STATE_LABELS, type IncidentForm } from "./incidentForm";
import { MonitorChoices } from "./MonitorChoices";

interface Props {
  incident: Incident | null;
  monitors: readonly StatusMonitor[];
  onClose: () => void;
}

/**
 * Open an incident (with its first update) or change one: title (in every language), impact, the monitors it
 * affects, when it started, published. Updates are added from the timeline (Post update).
 */
export function IncidentDialog({ incident, monitors, onClose }: Props) {
  const saveIncident = useSaveIncident();
  const translations = useTranslationDrafts(incident, INCIDENT_TEXT_FIELDS);
  const isNew = incident === null;
  const { form, set, problems, requestClose, saving, save } = useFormDialog<IncidentForm>({
    start: () => incidentToForm(incident),
    rules: INCIDENT_RULES,
    onClose,
    alsoChanged: translations.dirty,
  });
  const sentTranslations = () => translations.body() as IncidentChange["translations"];

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast.
    if (
      problems.show(incidentErrors(form, isNew)) ||
      problems.show(schemaErrors(incidentsApi.update.body, { translations: sentTranslations() }, INCIDENT_RULES))
    )
      return;
    await save(() => saveIncident.mutateAsync({ id: incident?.id ?? null, incident: { ...formToIncident(form, isNew), translations: sentTranslations() } }), {
      saved: isNew ? "Incident created successfully!" : "Incident updated successfully!",
      failed: isNew ? "Error creating incident: " : "Error updating incident: ",
    });
  }

  return (
    <Modal
      title={incident ? `Edit Incident: ${incident.title}` : "New Incident"}
      size="large"
      onClose={requestClose}
      footer={<DialogButtons formId="incident-form" saving={saving} submitText={isNew ? "Create Incident" : "Update Incident"} onCancel={requestClose} />}
    >
      <form id="incident-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        <LanguageSwitch edit={translations.language} label="Language of the incident's title" untranslated={translations.untranslated(form)} />
        <TextField
          label="Title *"
          wide
          maxLength={LIMITS.title}
          placeholder="Slow websites in Frankfurt"
          error={problems.error("title")}
          {...translations.field(
            "title",
            form.title,
            (title) => set("title", title),
            () => problems.clear("title"),
          )}
        />
        <SelectField
          label="Impact"
          value={form.impact}
          error={problems.error("impact")}
          onChange={(e) => set("impact", e.target.value as IncidentForm["impact"])}
        >
          {INCIDENT_IMPACTS.map((impact) => (
            <option key={impact} value={impact}>
              {IMPACT_LABELS[impact]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Started"
          type="datetime-local"
          value={form.started_at}
          error={problems.error("started_at")}
          onChange={(e) => set("started_at", e.target.value)}
          hint={isNew ? "Your local time; empty: now" : "Your local time"}
        />
        <div className="field-wide">
          <MonitorChoices
            monitors={monitors}
            chosen={form.monitors}
            onChange={(chosen) => set("monitors", chosen)}
            error={problems.error("monitors")}
            hint="Shown with the incident on the status page."
          />
        </div>
        <div className="field-wide">
          <Switch
            label="Published"
            checked={form.published}
            onChange={(e) => set("published", e.target.checked)}
            hint="Off: only you see it here; visitors' status page and notice leave it out."
          />
        </div>
        {isNew && (
          <fieldset className="field-wide form-grid">
            <legend>First update</legend>
            <SelectField
              label="State"
              value={form.first_state}
              error={problems.error("first_state")}
              onChange={(e) => set("first_state", e.target.value as IncidentForm["first_state"])}
            >
              {INCIDENT_STATES.map((state) => (
                <option key={state} value={state}>
                  {STATE_LABELS[state]}
                </option>
              ))}
            </SelectField>
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
      </form>
    </Modal>
  );
}
