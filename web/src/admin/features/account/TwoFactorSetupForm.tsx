import { useState, type FormEvent } from "react";
import type { TwoFactorSetup } from "../../../../../common/contracts";
import { useCopyCode } from "../../../public/hooks/useCopyCode";
import { errorText, isStatus } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useEnableTwoFactor } from "./api";
import { fieldIssues } from "./fieldIssues";
import { appCode, ENTER_APP_CODE, OtpField } from "./SecondFactorField";

interface Props {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** What is wrong with the confirmation: at the code field, at the password field, or for the whole form. */
interface Errors {
  otp?: string;
  password?: string;
  form?: string;
}

const SETUP_RULES = { labels: { otp: "Code from the app", password: "Password" } };

/** The key in groups of four, easier to type into an app by hand. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/**
 * Where the server's refusal belongs: a wrong password or code (the app's or a recovery code) at its field,
 * anything else (a lock-out) above them.
 */
export function setupErrors(caught: unknown): Errors {
  const issues = fieldIssues(caught);
  if (issues.password) return { password: `Password ${issues.password}.` };
  if (issues.otp || issues.recovery_code) return { otp: errorText(caught) };
  return { form: errorText(caught) };
}

/**
 * Step two of turning two-factor on: scan the QR code (or type the key), then confirm with the app's code and
 * the password (a signed-in session alone cannot bind the account to an authenticator).
 */
export function TwoFactorSetupForm({ setup, onEnabled, onCancel }: Props) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const problems = useFieldErrors(SETUP_RULES);
  const [busy, setBusy] = useState(false);
  const [copyState, copy] = useCopyCode();

  /** The problems at their fields (the cursor goes to the first), a refusal without a field above them. */
  const showErrors = ({ form, ...fields }: Errors) =>
    problems.show(Object.fromEntries(Object.entries(fields).filter(([, message]) => message)) as Record<string, string>, form ?? null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const otp = appCode(code);
    if (!otp || !password) return void showErrors({ otp: otp ? undefined : ENTER_APP_CODE, password: password ? undefined : "Enter your password." });
    setBusy(true);
    problems.clear();
    try {
      const answer = await enable.mutateAsync({ otp, password });
      onEnabled(answer.recovery_codes);
    } catch (caught) {
      if (isStatus(caught, 401)) return; // already signed out (see the query client)
      const found = setupErrors(caught);
      if (found.otp) setCode("");
      if (found.password) setPassword("");
      setBusy(false);
      showErrors(found);
    }
  }

  return (
    <form className="two-factor-setup" onSubmit={submit} noValidate {...problems.scope} aria-label="Set up two-factor sign-in">
      <ol className="setup-steps">
        <li>
          <p>Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, Authy, 1Password, …).</p>
          <img
            className="qr-code"
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
            alt="QR code for the authenticator app"
            width={200}
            height={200}
          />
        </li>
        <li>
          <p>Can't scan? Type this key into the app instead (time-based):</p>
          <div className="secret-key">
            <code aria-label="Key for the authenticator app">{groupedKey(setup.secret)}</code>
            <button type="button" className="button small" onClick={() => copy(setup.secret)}>
              {copyState === "copied" ? "Copied!" : "Copy key"}
            </button>
          </div>
        </li>
        <li>
          <p>Enter the 6-digit code the app now shows, and your password, to confirm.</p>
          <FormError>{problems.summary}</FormError>
          <div className="confirm-row">
            <OtpField
              label="Code from the app"
              value={code}
              error={problems.error("otp")}
              onChange={(event) => (setCode(event.target.value), problems.clear("otp"))}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              value={password}
              error={problems.error("password")}
              onChange={(event) => (setPassword(event.target.value), problems.clear("password"))}
            />
          </div>
          <div className="form-actions">
            <button type="submit" className="button primary" disabled={busy}>
              {busy ? "Turning on..." : "Turn On"}
            </button>
            <button type="button" className="button" onClick={onCancel} disabled={busy}>
              Cancel
            </button>
          </div>
        </li>
      </ol>
    </form>
  );
}
