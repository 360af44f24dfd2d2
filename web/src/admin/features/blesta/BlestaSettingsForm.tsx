import { useState, type FormEvent } from "react";
import {
  BILLING_DEFAULTS,
  BILLING_RANGES,
  BillingSettingsInputSchema,
  MARKUP_PERCENT,
  MARKUP_TYPES,
  type BillingSettings,
} from "../../../../../common/contracts";
import { planTypeName } from "../../../../../common/rules";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { useBlestaSettings, useRemoveBlestaApiKey, useSaveBlestaSettings } from "./api";
import { StoredSecret } from "../../components/ui/StoredSecret";
import { fractionMap, markupProblem, percentMap } from "./markup";

type Form = Omit<BillingSettings, "markup_percentages"> & { markup: Record<string, number> };

function toForm(view: Partial<BillingSettings> | undefined): Form {
  const { markup_percentages, ...rest } = { ...BILLING_DEFAULTS, ...view };
  return { ...rest, api_key: "", markup: percentMap({ ...BILLING_DEFAULTS.markup_percentages, ...markup_percentages }) };
}

const markupField = (type: string) => `markup.${type}`;

const BASE_LABELS = {
  api_url: "API URL",
  username: "API Username",
  api_key: "API Key",
  timeout: "Timeout",
  sync_frequency: "Sync Frequency",
  company_id: "Company ID",
  sync_enabled: "Automatic sync",
};

/** The fields, with one markup field per plan type the form shows. */
function blestaRules(types: readonly string[]): FieldRules {
  const labels: Record<string, string> = { ...BASE_LABELS, ...Object.fromEntries(types.map((type) => [markupField(type), `${planTypeName(type)} markup`])) };
  return {
    labels,
    fieldOf: (path) => {
      const [first, type] = path.split(".");
      if (first === "markup_percentages") return type && markupField(type) in labels ? markupField(type) : null;
      return first in labels ? first : null;
    },
  };
}

/** Markups are checked as the percent the form shows (the API's message speaks of fractions). */
function markupErrors(markup: Record<string, number>, rules: FieldRules): FieldErrors {
  return Object.fromEntries(
    Object.entries(markup)
      .filter(([, value]) => markupProblem(value))
      .map(([type, value]) => [markupField(type), `${rules.labels[markupField(type)]} ${markupProblem(value)}`]),
  );
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
  const types = [...new Set([...MARKUP_TYPES, ...Object.keys(form.markup)])];
  const rules = blestaRules(types);
  const problems = useFieldErrors(rules);
  const set = <K extends keyof Form>(key: K, v: Form[K]) => {
    setForm((f) => ({ ...f, [key]: v }));
    problems.clear(key);
  };
  const num = (key: keyof typeof BILLING_RANGES, label: string, hint: string) => (
    <TextField
      label={label}
      type="number"
      min={BILLING_RANGES[key].min}
      max={BILLING_RANGES[key].max}
      step={1}
      required
      hint={hint}
      error={problems.error(key)}
      value={form[key]}
      onChange={(e) => set(key, Number(e.target.value))}
    />
  );
  const range = (key: keyof typeof BILLING_RANGES) => `${BILLING_RANGES[key].min}–${BILLING_RANGES[key].max}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { markup, ...rest } = form;
    const body = { ...rest, markup_percentages: fractionMap(markup) };
    const { markup_percentages: _checkedAsPercent, ...withoutMarkup } = body;
    const problem = problems.show({ ...schemaErrors(BillingSettingsInputSchema, withoutMarkup, rules), ...markupErrors(markup, rules) });
    if (problem) return notify(`Error saving Blesta settings: ${problem}`, "error");
    setSaving(true);
    try {
      await saveSettings.mutateAsync(body);
      notify("Blesta settings saved successfully!");
      const saved = { ...form, api_key: "" };
      setSaved(saved, saved);
    } catch (caught) {
      problems.showServer(caught);
      notify(`Error saving Blesta settings: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="panel form-grid" onSubmit={submit} noValidate {...problems.scope} aria-label="Blesta settings">
      {error && <p className="warning field-wide">Settings could not be loaded: {errorText(error)}</p>}
      <TextField
        label="API URL"
        type="url"
        wide
        placeholder="https://billing.example.com/api"
        value={form.api_url}
        error={problems.error("api_url")}
        onChange={(e) => set("api_url", e.target.value)}
      />
      <TextField
        label="API Username"
        value={form.username}
        error={problems.error("username")}
        autoComplete="off"
        onChange={(e) => set("username", e.target.value)}
      />
      <TextField
        label="API Key"
        type="password"
        autoComplete="new-password"
        value={form.api_key}
        error={problems.error("api_key")}
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
      <fieldset className="subgrid" aria-describedby="markup-sync-hint">
        <legend>Markup per plan type (%)</legend>
        <p id="markup-sync-hint" className="hint markup-sync-hint">
          Sync sets each mapped plan's price to Blesta's price plus its type's markup, but Blesta's checkout charges Blesta's price: keep 0 % unless the site
          should show more. Create plans asks its own markup (0 % first). Compare them under Prices.
        </p>
        {types.map((type) => (
          <TextField
            key={type}
            label={`${planTypeName(type)} markup (%)`}
            type="number"
            min={0}
            max={MARKUP_PERCENT.max}
            step={MARKUP_PERCENT.step}
            value={form.markup[type] ?? 0}
            error={problems.error(markupField(type))}
            onChange={(e) => {
              setForm((f) => ({ ...f, markup: { ...f.markup, [type]: Number(e.target.value) } }));
              problems.clear(markupField(type));
            }}
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
