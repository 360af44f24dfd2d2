import type { FormEvent } from "react";
import { errorText } from "../../../lib/api/errors";
import { useSiteSettings } from "../../api/siteSettings";
import { TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { FormHead, SaveButtons } from "../../components/ui/SaveButtons";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useFormSave } from "../../hooks/useFormSave";
import { useServerForm } from "../../hooks/useServerForm";
import { formatNumber } from "../../lib/format";
import { useSaveAutoIncidentMinutes } from "./api";
import { AUTO_INCIDENT_MINUTES, AUTO_INCIDENT_RULES, autoIncidentText, parseAutoIncident } from "./autoIncident";

/** How long a shown monitor may be down before the server opens an incident by itself (0: never); saved on its own. */
export function AutoIncidentForm() {
  const { notify } = useFeedback();
  const settings = useSiteSettings();
  const saveMinutes = useSaveAutoIncidentMinutes();
  const { form: text, setForm: setText, dirty, setSaved, discard } = useServerForm(settings.data, autoIncidentText);
  const problems = useFieldErrors(AUTO_INCIDENT_RULES);
  const saver = useFormSave(problems);

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = parseAutoIncident(text);
    if ("errors" in parsed) return notify(`Error saving automatic incidents: ${problems.show(parsed.errors)}`, "error");
    const saved = await saver.run(() => saveMinutes.mutateAsync(parsed.minutes), {
      saved: parsed.minutes === 0 ? "Automatic incidents are off." : "Automatic incidents saved successfully!",
      failed: "Error saving automatic incidents: ",
    });
    if (saved) setSaved(String(parsed.minutes), String(parsed.minutes));
  }

  return (
    <form className="panel" aria-labelledby="auto-incident-title" onSubmit={save} noValidate {...problems.scope}>
      <FormHead id="auto-incident-title" dirty={dirty}>
        Automatic incidents
      </FormHead>
      <p className="muted settings-section-description">
        A shown monitor down this long opens a published incident by itself ("Investigating", in every language of the site); a "Resolved" update closes it once
        the monitor has been up for 5 minutes.
      </p>
      {settings.error && <p className="warning">The setting could not be loaded: {errorText(settings.error)}</p>}
      <div className="form-grid">
        <TextField
          label="Open an incident after a monitor is down for (minutes)"
          type="number"
          min={AUTO_INCIDENT_MINUTES.min}
          max={AUTO_INCIDENT_MINUTES.max}
          step={1}
          inputMode="numeric"
          value={text}
          error={problems.error("auto_incident_minutes")}
          onChange={(e) => (setText(e.target.value), problems.clear("auto_incident_minutes"))}
          hint={`0: off. At most ${formatNumber(AUTO_INCIDENT_MINUTES.max)} (a day).`}
        />
      </div>
      <SaveButtons
        saving={saver.saving}
        dirty={dirty}
        saveText="Save Automatic incidents"
        disabled={settings.isPending}
        onDiscard={() => (discard(), problems.clear())}
      />
    </form>
  );
}
