import { TextField } from "../../components/ui/Field";
import type { SecondFactor } from "./api";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** True: the field takes a recovery code instead of the app's code. */
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
  autoFocus?: boolean;
}

/** The code from the authenticator app, with a switch to "use a recovery code" instead. */
export function SecondFactorField({ value, onChange, recovery, onRecoveryChange, autoFocus }: Props) {
  const toggle = () => {
    onChange("");
    onRecoveryChange(!recovery);
  };
  return (
    <div className="second-factor">
      {recovery ? (
        <TextField
          key="recovery"
          label="Recovery code"
          name="recovery_code"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="xxxxx-xxxxx"
          maxLength={20}
          required
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          hint="One of the codes you saved when turning two-factor sign-in on. Each works once."
        />
      ) : (
        <TextField
          key="otp"
          label="Authentication code"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          placeholder="123456"
          maxLength={7}
          required
          autoFocus={autoFocus}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          hint="The 6-digit code your authenticator app shows now."
        />
      )}
      <button type="button" className="link-button" onClick={toggle}>
        {recovery ? "Use the authenticator app instead" : "Use a recovery code"}
      </button>
    </div>
  );
}

/** What to send for the field's value. */
export function secondFactor(value: string, recovery: boolean): SecondFactor {
  const trimmed = value.trim();
  return recovery ? { recovery_code: trimmed } : { otp: trimmed.replace(/\s+/g, "") };
}
