import { useState, type FormEvent } from "react";
import type { TwoFactorSetup } from "../../../../../common/contracts";
import { useCopyCode } from "../../../public/hooks/useCopyCode";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useEnableTwoFactor } from "./api";
import { appCode, ENTER_APP_CODE, OtpField } from "./SecondFactorField";

interface Props {
  setup: TwoFactorSetup;
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The key in groups of four, easier to type into an app by hand. */
export function groupedKey(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, "$1 ");
}

/** Step two of turning two-factor on: scan the QR code (or type the key), then confirm with the app's code. */
export function TwoFactorSetupForm({ setup, onEnabled, onCancel }: Props) {
  const enable = useEnableTwoFactor();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [copyState, copy] = useCopyCode();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const otp = appCode(code);
    if (!otp) return setError(ENTER_APP_CODE);
    setBusy(true);
    setError(null);
    try {
      const answer = await enable.mutateAsync(otp);
      onEnabled(answer.recovery_codes);
    } catch (caught) {
      if (isStatus(caught, 401)) return; // already signed out (see the query client)
      setError(errorText(caught));
      setCode("");
      setBusy(false);
    }
  }

  return (
    <form className="two-factor-setup" onSubmit={submit} noValidate aria-label="Set up two-factor sign-in">
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
          <p>Enter the 6-digit code the app now shows, to confirm.</p>
          {error && (
            <p className="form-error" role="alert">
              {error}
            </p>
          )}
          <div className="confirm-row">
            <OtpField label="Code from the app" value={code} onChange={(event) => setCode(event.target.value)} />
            <div className="form-actions">
              <button type="submit" className="button primary" disabled={busy}>
                {busy ? "Turning on..." : "Turn On"}
              </button>
              <button type="button" className="button" onClick={onCancel} disabled={busy}>
                Cancel
              </button>
            </div>
          </div>
        </li>
      </ol>
    </form>
  );
}
