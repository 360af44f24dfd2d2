import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { fieldA11y, FieldNotes } from "./FieldError";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "role"> {
  /** The visible name, also what screen readers read (with `hiddenText`). */
  label: ReactNode;
  /** Words read out after the label but not shown (e.g. the row's name in a table: "Published About us"). */
  hiddenText?: string;
  /** Shows only the switch; the label is read out, not shown (a table cell under its column's heading). */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: string | null;
}

/**
 * An on/off setting that applies as a whole (published, shown in the footer, the status badge): a checkbox with
 * the switch role, so screen readers say "on" or "off". It takes a hint and a problem like every other field.
 */
export function Switch({ label, hiddenText, hideLabel, hint, error, className, ...rest }: Props) {
  const id = useId();
  return (
    <div className={`switch-field${className ? ` ${className}` : ""}`}>
      <label className="switch">
        <input type="checkbox" role="switch" {...fieldA11y(id, hint, error)} {...rest} />
        <span className="switch-track" aria-hidden="true">
          <span className="switch-knob" />
        </span>
        <span className={hideLabel ? "visually-hidden" : "switch-label"}>
          {label}
          {hiddenText && <span className="visually-hidden"> {hiddenText}</span>}
        </span>
      </label>
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
