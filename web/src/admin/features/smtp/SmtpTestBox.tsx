import { useState } from "react";
import type { SmtpSettings } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useTestSmtp } from "./api";
import { canTestSmtp, SMTP_RULES, SMTP_TEST_HINT, smtpBody } from "./smtpForm";

/** The test-connection box: disabled with a hint until host, username and password are there. */
export function SmtpTestBox({ settings, hasStoredPassword }: { settings: SmtpSettings; hasStoredPassword: boolean }) {
  const testSmtp = useTestSmtp();
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const ready = canTestSmtp(settings, hasStoredPassword);
  const problems = useFieldErrors(SMTP_RULES);

  async function test() {
    setBusy(true);
    setResult(null);
    problems.clear();
    try {
      const answer = await testSmtp.mutateAsync({ ...smtpBody(settings), ...(email.trim() ? { test_email: email.trim() } : {}) });
      setResult(
        answer.success
          ? { ok: true, text: `SMTP connection successful!${answer.message ? ` ${answer.message}` : ""}` }
          : { ok: false, text: `SMTP connection failed: ${answer.detail || "unknown error"}` },
      );
    } catch (caught) {
      // A problem with the address typed here shows at its field; one in the settings form, in the result.
      problems.showServer(caught);
      setResult({ ok: false, text: `SMTP connection failed: ${errorText(caught)}` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel" aria-labelledby="smtp-test-title" {...problems.scope} noValidate onSubmit={(event) => (event.preventDefault(), void test())}>
      <h2 id="smtp-test-title">Test Connection</h2>
      <p className="muted small">Checks the settings in the form (saved or not) against the mail server.</p>
      <TextField
        label="Send a test e-mail to (optional)"
        type="email"
        value={email}
        error={problems.error("test_email")}
        onChange={(e) => (setEmail(e.target.value), problems.clear("test_email"))}
        placeholder="you@example.com"
      />
      <div className="form-actions" style={{ marginTop: "0.75rem" }}>
        <button type="submit" className="button primary" disabled={!ready || busy} aria-describedby={ready ? undefined : "smtp-test-hint"}>
          {busy ? "Testing..." : "Test SMTP Connection"}
        </button>
      </div>
      {!ready && (
        <p id="smtp-test-hint" className="hint">
          {SMTP_TEST_HINT}
        </p>
      )}
      {result && (
        <p className={`result ${result.ok ? "result-success" : "result-error"}`} role="status">
          {result.text}
        </p>
      )}
    </form>
  );
}
