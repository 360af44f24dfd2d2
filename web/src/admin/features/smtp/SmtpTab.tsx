import { useState, type FormEvent } from "react";
import { SMTP_SECURITY, SmtpSettingsInputSchema, type SmtpSettings } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { SelectField, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors } from "../../lib/fieldErrors";
import { useRemoveSmtpPassword, useSaveSmtp, useSmtpSettings } from "./api";
import { StoredSecret } from "../../components/ui/StoredSecret";
import { ProviderGuide } from "./ProviderGuide";
import { SMTP_RULES, smtpBody, smtpToForm } from "./smtpForm";
import { SmtpTestBox } from "./SmtpTestBox";

const SECURITY_LABELS = { tls: "TLS / STARTTLS (port 587)", ssl: "SSL (port 465)", none: "None" } as const;

/** The Contact & SMTP tab: settings form (password write-only), test box, provider guide. */
export function SmtpTab() {
  const { notify } = useFeedback();
  const query = useSmtpSettings();
  const saveSmtp = useSaveSmtp();
  const removePassword = useRemoveSmtpPassword();
  const { form, setForm, setSaved } = useServerForm(query.data, smtpToForm);
  const [saving, setSaving] = useState(false);
  const problems = useFieldErrors(SMTP_RULES);
  const hasPassword = !!query.data?.has_smtp_password;
  const set = (key: keyof SmtpSettings, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    problems.clear(key);
  };
  const field = (key: keyof SmtpSettings, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={String(form[key])} error={problems.error(key)} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = smtpBody(form);
    const problem = problems.show(schemaErrors(SmtpSettingsInputSchema, body, SMTP_RULES));
    if (problem) return notify(`Error updating SMTP settings: ${problem}`, "error");
    setSaving(true);
    try {
      await saveSmtp.mutateAsync(body);
      notify("SMTP settings updated successfully!");
      const saved = { ...form, smtp_password: "" };
      setSaved(saved, saved);
    } catch (caught) {
      problems.showServer(caught);
      notify(`Error updating SMTP settings: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="contact-title">
      <div className="tab-header">
        <div>
          <h1 id="contact-title">Contact & SMTP</h1>
          <p className="muted">The mail server that delivers contact-form messages to you.</p>
        </div>
      </div>
      {query.error && <p className="warning">SMTP settings could not be loaded: {errorText(query.error)}</p>}
      <div className="two-col">
        <form className="panel form-grid" onSubmit={submit} noValidate {...problems.scope} aria-labelledby="smtp-title">
          <h2 id="smtp-title" className="field-wide">
            SMTP Settings
          </h2>
          {field("smtp_host", "SMTP Host", { placeholder: "smtp.example.com", autoComplete: "off" })}
          {field("smtp_port", "SMTP Port", { type: "number", min: 1, max: 65535 })}
          <SelectField
            label="Security"
            value={form.smtp_security}
            error={problems.error("smtp_security")}
            onChange={(e) => set("smtp_security", e.target.value)}
          >
            {SMTP_SECURITY.map((s) => (
              <option key={s} value={s}>
                {SECURITY_LABELS[s]}
              </option>
            ))}
          </SelectField>
          {field("smtp_username", "SMTP Username", { autoComplete: "off" })}
          {field("smtp_password", "SMTP Password", {
            type: "password",
            autoComplete: "new-password",
            placeholder: hasPassword ? "•••••••• (stored)" : "",
            hint: (
              <StoredSecret
                stored={hasPassword}
                what="SMTP password"
                storedText="A password is stored. Leave empty to keep it."
                emptyText="No password stored yet."
                remove={() => removePassword.mutateAsync()}
              />
            ),
          })}
          {field("from_email", "From Email", { type: "email", placeholder: "noreply@example.com" })}
          {field("from_name", "From Name")}
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={saving}>
              {saving ? "Saving..." : "Save SMTP Settings"}
            </button>
          </div>
        </form>
        <SmtpTestBox settings={form} hasStoredPassword={hasPassword} />
      </div>
      <ProviderGuide />
    </section>
  );
}
