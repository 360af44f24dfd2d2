import { useState, type FormEvent } from "react";
import { MAINTENANCE_DEFAULT_MESSAGE, STATUS_POLL_MAX_SECONDS, STATUS_POLL_MIN_SECONDS } from "../../../../../common/constants";
import { MAINTENANCE_MESSAGE_MAX, RETENTION_DAYS, type SiteSettings } from "../../../../../common/contracts";
import { LIMITS } from "../../../../../common/limits";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useServerForm } from "../../hooks/useServerForm";
import { useRemoveStatusApiKey, useSaveSiteSettings, useSiteSettings } from "./api";
import { StoredSecret } from "../../components/ui/StoredSecret";
import { INTERVAL_HINT, parseSettingsForm, SETTINGS_SUCCESS, settingsToForm, type SettingsForm } from "./settingsForm";
import { MediaUploads } from "./MediaUploads";
import { SettingsTips } from "./SettingsHelp";

/**
 * Site Settings (status monitor, site information, external addresses, maintenance mode, retention): Save Settings /
 * Saving... / Reset to Current; below the form, the logo, favicon and social image uploads.
 */
export function SettingsTab() {
  const { notify } = useFeedback();
  const { data: value, error } = useSiteSettings();
  const saveSettings = useSaveSiteSettings();
  const removeKey = useRemoveStatusApiKey();
  const { form, setForm, setSaved, discard } = useServerForm(value, settingsToForm);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const hasKey = !!value?.has_uptime_kuma_api_key;
  const field = (key: keyof SiteSettings, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      value={form[key]}
      error={errors[key]}
      onChange={(e) => setForm((f: SettingsForm) => ({ ...f, [key]: e.target.value }))}
      {...extra}
    />
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
      await saveSettings.mutateAsync(parsed.body);
      notify(SETTINGS_SUCCESS);
      const saved = { ...form, uptime_kuma_api_key: "" };
      setSaved(saved, saved);
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
      {error && <p className="warning">Settings could not be loaded: {errorText(error)}</p>}
      <form onSubmit={submit} noValidate>
        <fieldset className="panel form-grid">
          <legend>System Status Configuration</legend>
          {field("uptime_kuma_url", "Uptime Kuma URL", {
            type: "url",
            placeholder: "https://status.example.com",
            hint: "Status monitor address (status page or /metrics source)",
          })}
          {field("uptime_kuma_api_key", "Uptime Kuma API Key", {
            type: "password",
            autoComplete: "new-password",
            placeholder: hasKey ? "•••••••• (stored)" : "",
            hint: (
              <StoredSecret
                stored={hasKey}
                what="Uptime Kuma API key"
                storedText="An API key is stored. Leave empty to keep it."
                emptyText="Optional: needed for the /metrics source."
                remove={() => removeKey.mutateAsync()}
              />
            ),
          })}
          {field("status_page_url", "Status Page URL", {
            type: "url",
            placeholder: "https://status.example.com",
            hint: "Where the status badge links to; empty uses the Uptime Kuma URL",
          })}
          {field("status_update_interval", "Status Update Interval (seconds)", {
            type: "number",
            min: STATUS_POLL_MIN_SECONDS,
            max: STATUS_POLL_MAX_SECONDS,
            step: 1,
            hint: INTERVAL_HINT,
          })}
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>Site Information</legend>
          {field("site_title", "Site Title", { wide: true, maxLength: LIMITS.title })}
          <TextArea
            label="Site Description"
            rows={3}
            value={form.site_description}
            error={errors.site_description}
            onChange={(e) => setForm((f) => ({ ...f, site_description: e.target.value }))}
          />
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>External Addresses</legend>
          {field("client_area_url", "Client Area URL", { type: "url", placeholder: "https://my.example.com" })}
          {field("game_panel_url", "Game Panel URL", { type: "url", placeholder: "https://panel.example.com" })}
          {field("billing_url", "Billing URL", {
            type: "url",
            placeholder: "https://billing.example.com",
            hint: "Order buttons of plans without their own order URL",
          })}
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
              While on, every page of the website answers with a maintenance page (HTTP 503) showing the message below, your contact e-mail and the status
              badge. The admin panel, the API and the contact form keep working.
            </small>
          </div>
          <TextArea
            label="Maintenance Message"
            rows={3}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            value={form.maintenance_message}
            error={errors.maintenance_message}
            placeholder={MAINTENANCE_DEFAULT_MESSAGE}
            onChange={(e) => setForm((f) => ({ ...f, maintenance_message: e.target.value }))}
          />
        </fieldset>
        <fieldset className="panel form-grid">
          <legend>Data Retention</legend>
          {field("submission_retention_days", "Keep contact submissions (days)", {
            type: "number",
            ...RETENTION_DAYS.submission_retention_days,
            hint: "0 keeps them forever",
          })}
          {field("activity_retention_days", "Keep activity log (days)", { type: "number", ...RETENTION_DAYS.activity_retention_days })}
        </fieldset>
        <div className="form-actions panel">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? "Saving..." : "Save Settings"}
          </button>
          <button type="button" className="button" onClick={() => (discard(), setErrors({}))} disabled={saving}>
            Reset to Current
          </button>
        </div>
      </form>
      <MediaUploads />
      <SettingsTips />
    </section>
  );
}
