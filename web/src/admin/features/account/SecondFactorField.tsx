import type { ComponentProps } from "react";
import { TextField } from "../../components/ui/Field";
import type { SecondFactor } from "./api";

interface Props {
  value: string;
  onChange: (value: string) => void;
  /** True: the field takes a recovery code instead of the app's code. */
  recovery: boolean;
  onRecoveryChange: (recovery: boolean) => void;
  autoFocus?: boolean;
  /** The problem at the code (e.g. the server's "Invalid two-factor code"). */
  error?: string | null;
  /** Instead of an own error text: the id of the FormError (above the fields) that is the code's problem. */
  problemId?: string;
}

/** A field for the authenticator app's 6-digit code (numeric keyboard on phones, one-time-code autofill). */
export function OtpField(props: Omit<ComponentProps<typeof TextField>, "inputMode" | "autoComplete" | "maxLength">) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={7} placeholder="123456" {...props} />;
}

/** The code from the authenticator app, with a switch to "use a recovery code" instead. */
export function SecondFactorField({ value, onChange, recovery, onRecoveryChange, autoFocus, error, problemId }: Props) {
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
          error={error}
          onChange={(event) => onChange(event.target.value)}
          hint="One of the codes you saved when turning two-factor sign-in on. Each works once."
          problemId={problemId}
        />
      ) : (
        <OtpField
          key="otp"
          label="Authentication code"
          name="otp"
          pattern="[0-9 ]*"
          required
          autoFocus={autoFocus}
          value={value}
          error={error}
          onChange={(event) => onChange(event.target.value)}
          hint="The 6-digit code your authenticator app shows now."
          problemId={problemId}
        />
      )}
      <button type="button" className="link-button" onClick={toggle}>
        {recovery ? "Use the authenticator app instead" : "Use a recovery code"}
      </button>
    </div>
  );
}

export const ENTER_APP_CODE = "Enter the 6-digit code the app shows.";

/** The app's code as typed, without spaces; null unless it is six digits. */
export function appCode(value: string): string | null {
  const code = value.replace(/\s+/g, "");
  return /^\d{6}$/.test(code) ? code : null;
}

/** What to send for the field's value. */
export function secondFactor(value: string, recovery: boolean): SecondFactor {
  const trimmed = value.trim();
  return recovery ? { recovery_code: trimmed } : { otp: trimmed.replace(/\s+/g, "") };
}
