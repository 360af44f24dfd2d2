import type { FormEvent } from "react";
import { INCIDENT_LIMITS, LIMITS, MAINTENANCE_TEXT_FIELDS, maintenanceApi, type MaintenanceWindow, type StatusMonitor } from "../../../../../common/contracts";
import { TextArea, TextField } from "../../components/ui/Field";
import { FormDialog } from "../../components/ui/FormDialog";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslatedDialog } from "../../hooks/useTranslatedDialog";
import { formatNumber } from "../../lib/format";
import { useSaveMaintenance } from "./api";
import { formToMaintenance, MAINTENANCE_RULES, maintenanceErrors, maintenanceToForm, type MaintenanceForm } from "./maintenanceForm";
import { MonitorsAndPublished } from "./MonitorChoices";

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
  const isNew = maintenance === null;
  const { form, set, problems, save, frame, translations, translated, translationProblem } = useTranslatedDialog<
    MaintenanceForm,
    typeof MAINTENANCE_TEXT_FIELDS
  >({ record: maintenance, fields: MAINTENANCE_TEXT_FIELDS, start: () => maintenanceToForm(maintenance), rules: MAINTENANCE_RULES, onClose });
  const time = (key: "starts_at" | "ends_at", label: string, hint: string) => (
    <TextField label={label} type="datetime-local" value={form[key]} error={problems.error(key)} onChange={(e) => set(key, e.target.value)} hint={hint} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast. Whether it ends after it starts, the server answers at Ends.
    if (problems.show(maintenanceErrors(form, isNew)) || translationProblem(maintenanceApi.update.body)) return;
    const body = { ...formToMaintenance(form), translations: translations.body() as MaintenanceWindow["translations"] };
    await save(() => saveMaintenance.mutateAsync({ id: maintenance?.id ?? null, body }), {
      saved: isNew ? "Maintenance window created successfully!" : "Maintenance window updated successfully!",
      failed: isNew ? "Error creating maintenance window: " : "Error updating maintenance window: ",
    });
  }

  const description = translated("body");
  return (
    <FormDialog
      title={maintenance ? `Edit Maintenance: ${maintenance.title}` : "New Maintenance Window"}
      formId="maintenance-form"
      submitText={isNew ? "Create Window" : "Update Window"}
      onSubmit={submit}
      {...frame}
    >
      <LanguageSwitch edit={translations.language} label="Language of the window's texts" untranslated={translations.untranslated(form)} />
      <TextField
        label="Title *"
        wide
        maxLength={LIMITS.title}
        placeholder="Network upgrade in Frankfurt"
        error={problems.error("title")}
        {...translated("title")}
      />
      {time("starts_at", "Starts *", "Your local time")}
      {time("ends_at", "Ends *", "Your local time; after the start")}
      <MonitorsAndPublished
        monitors={monitors}
        form={form}
        set={(key, value) => set(key, value as never)}
        error={problems.error("monitors")}
        monitorsHint="While the window lasts, these count as in maintenance (not down) and the status page says so, whatever Uptime Kuma reports."
        publishedHint="Off: a draft only you see; it changes nothing for visitors or the counted minutes."
      />
      <TextArea
        label="Description"
        rows={5}
        maxLength={INCIDENT_LIMITS.body}
        error={problems.error("body")}
        placeholder="The websites may be slow for a few minutes while we switch to the new routers."
        hint={`Markdown, ${formatNumber(description.value.length)} of ${formatNumber(INCIDENT_LIMITS.body)} characters`}
        {...description}
      />
    </FormDialog>
  );
}
