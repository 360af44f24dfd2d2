import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../../../common/contracts";
import { useAdmin } from "../../lib/adminContext";
import { errorText } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import type { FieldErrors, FieldRules } from "../../lib/fieldErrors";
import { useChangePassword } from "./api";
import { SessionsPanel } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

const EMPTY = { current: "", next: "", repeat: "" };

const PASSWORD_RULES: FieldRules = {
  labels: { current: "Current Password", next: "New Password", repeat: "Repeat New Password" },
  fieldOf: (path) => (path === "current_password" ? "current" : path === "new_password" ? "next" : null),
};

/** The checks before sending, each at its field. */
function passwordErrors(form: typeof EMPTY): FieldErrors {
  if (!form.current) return { current: "Enter your current password." };
  if (form.next.length < PASSWORD_MIN_LENGTH) return { next: `The new password must be at least ${PASSWORD_MIN_LENGTH} characters.` };
  if (form.next !== form.repeat) return { repeat: "The new passwords do not match." };
  return {};
}

/**
 * The administrator's account: password change (the new token replaces the stored one; other sessions end),
 * two-factor sign-in, and the signed-in sessions.
 */
export function AccountTab() {
  const { host, username } = useAdmin();
  const changePassword = useChangePassword();
  const { notify } = useFeedback();
  const [form, setForm] = useState(EMPTY);
  const problems = useFieldErrors(PASSWORD_RULES);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof EMPTY, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    problems.clear(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (problems.show(passwordErrors(form))) return;
    setSaving(true);
    try {
      const answer = await changePassword.mutateAsync({ current: form.current, next: form.next });
      if (answer.access_token) await host.tokenStore.set(answer.access_token);
      notify(answer.message || "Password changed successfully.");
      setForm(EMPTY);
    } catch (caught) {
      // A wrong current password is shown at its field; anything else (a lock-out) above the fields.
      if (!problems.showServer(caught)) problems.show({}, `Error changing password: ${errorText(caught)}`);
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="account-title">
      <div className="tab-header">
        <div>
          <h1 id="account-title">Account</h1>
          <p className="muted">Signed in as {username}.</p>
        </div>
      </div>
      <form className="panel form-grid account-panel" onSubmit={submit} noValidate {...problems.scope} aria-labelledby="password-title">
        <h2 id="password-title" className="field-wide">
          Change Password
        </h2>
        <FormError>{problems.summary}</FormError>
        <TextField
          label="Current Password"
          wide
          type="password"
          autoComplete="current-password"
          value={form.current}
          error={problems.error("current")}
          onChange={(e) => set("current", e.target.value)}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={form.next}
          error={problems.error("next")}
          onChange={(e) => set("next", e.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <TextField
          label="Repeat New Password"
          type="password"
          autoComplete="new-password"
          value={form.repeat}
          error={problems.error("repeat")}
          onChange={(e) => set("repeat", e.target.value)}
        />
        <p className="hint field-wide">Changing the password signs out every other session (other browsers and the desktop app).</p>
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? "Saving..." : "Change Password"}
          </button>
        </div>
      </form>
      <TwoFactorPanel />
      <SessionsPanel />
    </section>
  );
}
