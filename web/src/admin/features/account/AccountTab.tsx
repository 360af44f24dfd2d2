import { useState, type FormEvent } from "react";
import { PASSWORD_MIN_LENGTH } from "../../../../../common/contracts";
import { useAdmin } from "../../lib/adminContext";
import { errorText } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useChangePassword } from "./api";
import { SessionsPanel } from "./SessionsPanel";
import { TwoFactorPanel } from "./TwoFactorPanel";

const EMPTY = { current: "", next: "", repeat: "" };

/**
 * The administrator's account: password change (the new token replaces the stored one; other sessions end),
 * two-factor sign-in, and the signed-in sessions.
 */
export function AccountTab() {
  const { host, username } = useAdmin();
  const changePassword = useChangePassword();
  const { notify } = useFeedback();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof typeof EMPTY, value: string) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.current) return setError("Enter your current password.");
    if (form.next.length < PASSWORD_MIN_LENGTH) return setError(`The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
    if (form.next !== form.repeat) return setError("The new passwords do not match.");
    setError(null);
    setSaving(true);
    try {
      const answer = await changePassword.mutateAsync({ current: form.current, next: form.next });
      if (answer.access_token) await host.tokenStore.set(answer.access_token);
      notify(answer.message || "Password changed successfully.");
      setForm(EMPTY);
    } catch (caught) {
      setError(`Error changing password: ${errorText(caught)}`);
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
      <form className="panel form-grid account-panel" onSubmit={submit} noValidate aria-labelledby="password-title">
        <h2 id="password-title" className="field-wide">
          Change Password
        </h2>
        {error && (
          <p className="form-error field-wide" role="alert">
            {error}
          </p>
        )}
        <TextField
          label="Current Password"
          wide
          type="password"
          autoComplete="current-password"
          value={form.current}
          onChange={(e) => set("current", e.target.value)}
        />
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          value={form.next}
          onChange={(e) => set("next", e.target.value)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        />
        <TextField
          label="Repeat New Password"
          type="password"
          autoComplete="new-password"
          value={form.repeat}
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
