import { useEffect, useState, type FormEvent } from "react";
import type { SiteSettings } from "../../../../../common/schemas";
import { useAdmin } from "../../app/context";
import { errorText } from "../../api/http";
import { Checkbox, TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useLoad } from "../../hooks/useAsync";
import { differs, useDirty } from "../../hooks/useDirty";
import { INTERVAL_HINT, parseSettingsForm, SETTINGS_SUCCESS, settingsToForm, type SettingsForm } from "./settingsForm";
import { announceMaintenance, onMaintenanceChanged } from "./maintenanceEvents";
import { MediaUploads } from "./MediaUploads";
import { SettingsTips } from "./SettingsHelp";

/** SPEC §2 Site Settings (+ CONTRACT §2 external addresses): Save Settings / Saving... / Reset to Current. */
export function SettingsTab() {
  const { api } = useAdmin();
  const { notify } = useFeedback();
  const { value, error, reload } = useLoad(() => api.siteSettings(), [api]);
  const [current, setCurrent] = useState(() => settingsToForm(null));
  const [form, setForm] = useState(current);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const hasKey = !!value?.has_uptime_kuma_api_key;
  useEffect(() => {
    const next = settingsToForm(value);
    setCurrent(next);
    setForm(next);
  }, [value]);
  useDirty(differs(form, current));
  useEffect(
    () =>
      onMaintenanceChanged((on) => {
        const value = String(on);
        setCurrent((c) => ({ ...c, maintenance_mode: value }));
        setForm((f) => ({ ...f, maintenance_mode: value }));
      }),
    [],
  );
  const field = (key: keyof SiteSettings, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key]} error={errors[key]} onChange={(e) => setForm((f: SettingsForm) => ({ ...f, [key]: e.target.value }))} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseSettingsForm(form);
    if ("errors" in parsed) {
      setErrors(parsed.errors);
      notify(`Error updating site settings: ${Object.values(parsed.errors)[0]}`, "error");
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await api.saveSiteSettings(parsed.body);
      announceMaintenance(parsed.body.maintenance_mode);
      notify(SETTINGS_SUCCESS);
      setCurrent(form);
      await reload();
    } catch (caught) {
      notify(`Error updating site settings: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="settings-title">
      <div className="tab-header">
        <div>
          <h1 id="settings-title">Site Settings</h1>
          <p className="muted">Status monitoring, site information and the addresses of your other services.</p>
        </div>
      </div>
      {error !== null && <p className="warning">Settings could not be loaded: {errorText(error)}</p>}
      <form onSubmit={submit} noValidate>
        <fieldset className="panel form-grid">
          <legend>System Status Configuration</legend>
          {field("uptime_kuma_url", "Uptime Kuma URL", { type: "url", placeholder: "https://status.example.com", hint: "Status monitor address (status page or /metrics source)" })}
          {field("uptime_kuma_api_key", "Uptime Kuma API Key", {
            type: "password",
            autoComplete: "new-password",
            placeholder: hasKey ? "•••••••• (stored)" : "",
            hint: hasKey ? "An API key is stored. Leave empty to keep it." : "Optional: needed for the /metrics source.",
          })}
          {field("status_page_url", "Status Page URL", { type: "url", placeholder: "https://status.example.com", hint: "Where the status badge links to; empty uses the Uptime Kuma URL" })}
          {field("status_update_interval", "Status Update Interval (seconds)", { type: "number", min: 10, max: 300, step: 1, hint: INTERVAL_HINT })}
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>Site Information</legend>
          {field("site_title", "Site Title", { wide: true, maxLength: 200 })}
          <TextArea label="Site Description" rows={3} value={form.site_description} error={errors.site_description} onChange={(e) => setForm((f) => ({ ...f, site_description: e.target.value }))} />
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>External Addresses</legend>
          {field("client_area_url", "Client Area URL", { type: "url", placeholder: "https://my.example.com" })}
          {field("game_panel_url", "Game Panel URL", { type: "url", placeholder: "https://panel.example.com" })}
          {field("billing_url", "Billing URL", { type: "url", placeholder: "https://billing.example.com", hint: "Order buttons of plans without their own order URL" })}
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>Maintenance Mode</legend>
          <div className="field-wide">
            <Checkbox
              label="Website in maintenance mode"
              checked={form.maintenance_mode === "true"}
              onChange={(e) => setForm((f) => ({ ...f, maintenance_mode: String(e.target.checked) }))}
            />
            <small className="hint">
              While on, every page of the website answers with a maintenance page (HTTP 503) showing the message below, your contact e-mail and the status badge. The admin panel, the API and the contact form keep working.
            </small>
          </div>
          <TextArea
            label="Maintenance Message"
            rows={3}
            maxLength={2000}
            value={form.maintenance_message}
            error={errors.maintenance_message}
            placeholder="We are carrying out scheduled maintenance and will be back shortly. Thank you for your patience."
            onChange={(e) => setForm((f) => ({ ...f, maintenance_message: e.target.value }))}
          />
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>Data Retention</legend>
          {field("submission_retention_days", "Keep contact submissions (days)", { type: "number", min: 0, max: 3650, hint: "0 keeps them forever" })}
          {field("activity_retention_days", "Keep activity log (days)", { type: "number", min: 1, max: 3650 })}
        </fieldset>
        <div className="form-actions panel">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? "Saving..." : "Save Settings"}
          </button>
          <button type="button" className="button" onClick={() => (setForm(current), setErrors({}))} disabled={saving}>
            Reset to Current
          </button>
        </div>
      </form>
      <MediaUploads />
      <SettingsTips />
    </section>
  );
}
