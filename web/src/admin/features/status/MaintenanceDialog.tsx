import type { FormEvent } from "react";
import {
  INCIDENT_LIMITS,
  LIMITS,
  MAINTENANCE_TEXT_FIELDS,
  maintenanceApi,
  type MaintenanceChange,
  type MaintenanceWindow,
  type StatusMonitor,
  type TextFieldName,
} from "../../../../../common/contracts";
import { TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { DialogButtons } from "../../components/ui/DialogButtons";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { Modal } from "../../components/ui/Modal";
import { Switch } from "../../components/ui/Switch";
import { useFormDialog } from "../../hooks/useFormDialog";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { schemaErrors } from "../../lib/fieldErrors";
import { formatNumber } from "../../lib/format";
import { useSaveMaintenance } from "./api";
import { formToMaintenance, MAINTENANCE_RULES, maintenanceErrors, maintenanceToForm, type MaintenanceForm } from "./maintenanceForm";
import { MonitorChoices } from "./MonitorChoices";

interface Props {
  maintenance: MaintenanceWindow | null;
  monitors: readonly StatusMonitor[];
  onClose: () => void;
}

/**
 * Plan a maintenance window or change one: title and description (markdown) in every language, when it starts and
 * ends (the administrator's local time, sent as UTC), the monitors it covers, published.
 */
export function MaintenanceDialog({ maintenance, monitors, onClose }: Props) {
  const saveMaintenance = useSaveMaintenance();
  const translations = useTranslationDrafts(maintenance, MAINTENANCE_TEXT_FIELDS);
  const isNew = maintenance === null;
  const { form, set, problems, requestClose, saving, save } = useFormDialog<MaintenanceForm>({
    start: () => maintenanceToForm(maintenance),
    rules: MAINTENANCE_RULES,
    onClose,
    alsoChanged: translations.dirty,
  });
  const sentTranslations = () => translations.body() as MaintenanceChange["translations"];
  const translated = (key: TextFieldName<typeof MAINTENANCE_TEXT_FIELDS>) =>
    translations.field(
      key,
      form[key],
      (text) => set(key, text),
      () => problems.clear(key),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast. Whether it ends after it starts, the server answers at Ends.
    if (
      problems.show(maintenanceErrors(form, isNew)) ||
      problems.show(schemaErrors(maintenanceApi.update.body, { translations: sentTranslations() }, MAINTENANCE_RULES))
    )
      return;
    await save(() => saveMaintenance.mutateAsync({ id: maintenance?.id ?? null, window: { ...formToMaintenance(form), translations: sentTranslations() } }), {
      saved: isNew ? "Maintenance window created successfully!" : "Maintenance window updated successfully!",
      failed: isNew ? "Error creating maintenance window: " : "Error updating maintenance window: ",
    });
  }

  const body = translated("body");
  return (
    <Modal
      title={maintenance ? `Edit Maintenance: ${maintenance.title}` : "New Maintenance Window"}
      size="large"
      onClose={requestClose}
      footer={<DialogButtons formId="maintenance-form" saving={saving} submitText={isNew ? "Create Window" : "Update Window"} onCancel={requestClose} />}
    >
      <form id="maintenance-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        <LanguageSwitch edit={translations.language} label="Language of the window's texts" untranslated={translations.untranslated(form)} />
        <TextField
          label="Title *"
          wide
          maxLength={LIMITS.title}
          placeholder="Network upgrade in Frankfurt"
          error={problems.error("title")}
          {...translated("title")}
        />
        <TextField
          label="Starts *"
          type="datetime-local"
          value={form.starts_at}
          error={problems.error("starts_at")}
          onChange={(e) => set("starts_at", e.target.value)}
          hint="Your local time"
        />
        <TextField
          label="Ends *"
          type="datetime-local"
          value={form.ends_at}
          error={problems.error("ends_at")}
          onChange={(e) => set("ends_at", e.target.value)}
          hint="Your local time; after the start"
        />
        <div className="field-wide">
          <MonitorChoices
            monitors={monitors}
            chosen={form.monitors}
            onChange={(chosen) => set("monitors", chosen)}
            error={problems.error("monitors")}
            hint="While the window lasts, these count as in maintenance (not down) and the status page says so, whatever Uptime Kuma reports."
          />
        </div>
        <div className="field-wide">
          <Switch
            label="Published"
            checked={form.published}
            onChange={(e) => set("published", e.target.checked)}
            hint="Off: a draft only you see; it changes nothing for visitors or the counted minutes."
          />
        </div>
        <TextArea
          label="Description"
          rows={5}
          maxLength={INCIDENT_LIMITS.body}
          error={problems.error("body")}
          placeholder="The websites may be slow for a few minutes while we switch to the new routers."
          hint={`Markdown, ${formatNumber(body.value.length)} of ${formatNumber(INCIDENT_LIMITS.body)} characters`}
          {...body}
        />
      </form>
    </Modal>
  );
}
