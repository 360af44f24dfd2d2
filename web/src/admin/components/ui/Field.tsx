import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { fieldA11y, FieldError, FieldNotes } from "./FieldError";

interface Common {
  label: string;
  hint?: ReactNode;
  /** The problem at this field (from useFieldErrors), shown under it. */
  error?: string | null;
  /** The id of a FormError that is this field's problem (shown above the form instead of under the field). */
  problemId?: string;
}

function Frame({ id, label, hint, error, children, wide }: Common & { id: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`field${wide ? " field-wide" : ""}${error ? " field-invalid" : ""}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  problemId,
  wide,
  ...rest
}: Common & { wide?: boolean; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide={wide}>
      <input id={id} {...fieldA11y(id, hint, error, problemId)} {...rest} />
    </Frame>
  );
}

export function TextArea({
  label,
  hint,
  error,
  problemId,
  ...rest
}: Common & { ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error} wide>
      <textarea id={id} {...fieldA11y(id, hint, error, problemId)} {...rest} />
    </Frame>
  );
}

export function SelectField({
  label,
  hint,
  error,
  problemId,
  children,
  ...rest
}: Common & { ref?: Ref<HTMLSelectElement> } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <Frame id={id} label={label} hint={hint} error={error}>
      <select id={id} {...fieldA11y(id, hint, error, problemId)} {...rest}>
        {children}
      </select>
    </Frame>
  );
}

export function Checkbox({ label, error, ...rest }: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <>
      <label className="checkbox">
        <input type="checkbox" {...fieldA11y(id, null, error)} {...rest} />
        <span>{label}</span>
      </label>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </>
  );
}
