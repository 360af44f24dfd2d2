import { useState, type FormEvent } from "react";
import { BILLING_DEFAULTS, BILLING_RANGES, MARKUP_PERCENT, MARKUP_TYPES, type BillingSettings } from "../../../../../common/contracts";
import { planTypeName } from "../../../../../common/rules";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useServerForm } from "../../hooks/useServerForm";
import { useBlestaSettings, useRemoveBlestaApiKey, useSaveBlestaSettings } from "./api";
import { StoredSecret } from "../../components/ui/StoredSecret";
import { fractionMap, markupProblem, percentMap } from "./markup";

type Form = Omit<BillingSettings, "markup_percentages"> & { markup: Record<string, number> };

function toForm(view: Partial<BillingSettings> | undefined): Form {
  const { markup_percentages, ...rest } = { ...BILLING_DEFAULTS, ...view };
  return { ...rest, api_key: "", markup: percentMap({ ...BILLING_DEFAULTS.markup_percentages, ...markup_percentages }) };
}

/** Billing settings: timeout 10–300 s, sync frequency 1–168 h, markups 0–200 % in steps of 5. */
export function BlestaSettingsForm() {
  const { notify } = useFeedback();
  const { data: value, error } = useBlestaSettings();
  const saveSettings = useSaveBlestaSettings();
  const removeKey = useRemoveBlestaApiKey();
  const { form, setForm, setSaved } = useServerForm(value, toForm);
  const hasKey = !!value?.has_api_key;
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof Form>(key: K, v: Form[K]) => setForm((f) => ({ ...f, [key]: v }));
  const num = (key: keyof typeof BILLING_RANGES, label: string, hint: string) => (
    <TextField
      label={label}
      type="number"
      min={BILLING_RANGES[key].min}
      max={BILLING_RANGES[key].max}
      step={1}
      required
      hint={hint}
      value={form[key]}
      onChange={(e) => set(key, Number(e.target.value))}
    />
  );
  const range = (key: keyof typeof BILLING_RANGES) => `${BILLING_RANGES[key].min}–${BILLING_RANGES[key].max}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const bad = Object.entries(form.markup).find(([, v]) => markupProblem(v));
    if (bad) return notify(`Error saving Blesta settings: markup for ${planTypeName(bad[0])} ${markupProblem(bad[1])}`, "error");
    setSaving(true);
    try {
      const { markup, ...rest } = form;
      await saveSettings.mutateAsync({ ...rest, markup_percentages: fractionMap(markup) });
      notify("Blesta settings saved successfully!");
      const saved = { ...form, api_key: "" };
      setSaved(saved, saved);
    } catch (caught) {
      notify(`Error saving Blesta settings: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="panel form-grid" onSubmit={submit} aria-label="Blesta settings">
      {error && <p className="warning field-wide">Settings could not be loaded: {errorText(error)}</p>}
      <TextField
        label="API URL"
        type="url"
        wide
        placeholder="https://billing.example.com/api"
        value={form.api_url}
        onChange={(e) => set("api_url", e.target.value)}
      />
      <TextField label="API Username" value={form.username} autoComplete="off" onChange={(e) => set("username", e.target.value)} />
      <TextField
        label="API Key"
        type="password"
        autoComplete="new-password"
        value={form.api_key}
        placeholder={hasKey ? "•••••••• (stored)" : ""}
        hint={
          <StoredSecret
            stored={hasKey}
            what="Blesta API key"
            storedText="An API key is stored. Leave empty to keep it."
            emptyText="No API key stored yet."
            remove={() => removeKey.mutateAsync()}
          />
        }
        onChange={(e) => set("api_key", e.target.value)}
      />
      {num("timeout", "Timeout (seconds)", `${range("timeout")} seconds (default ${BILLING_DEFAULTS.timeout})`)}
      {num("sync_frequency", "Sync Frequency (hours)", `${range("sync_frequency")} hours (default ${BILLING_DEFAULTS.sync_frequency})`)}
      {num("company_id", "Company ID", "The Blesta company the packages belong to")}
      <div className="field">
        <span className="hint">&nbsp;</span>
        <Checkbox label="Automatic sync enabled" checked={form.sync_enabled} onChange={(e) => set("sync_enabled", e.target.checked)} />
      </div>
      <fieldset className="subgrid">
        <legend>Markup per plan type (%)</legend>
        {[...new Set([...MARKUP_TYPES, ...Object.keys(form.markup)])].map((type) => (
          <TextField
            key={type}
            label={`${planTypeName(type)} markup (%)`}
            type="number"
            min={0}
            max={MARKUP_PERCENT.max}
            step={MARKUP_PERCENT.step}
            value={form.markup[type] ?? 0}
            onChange={(e) => set("markup", { ...form.markup, [type]: Number(e.target.value) })}
          />
        ))}
      </fieldset>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? "Saving..." : "Save Blesta Settings"}
        </button>
      </div>
    </form>
  );
}
