import { useId, type ReactNode } from "react";
import { FieldError } from "../../components/ui/FieldError";

interface Props {
  /** The list's name, as its problems start ("Languages"). */
  label: string;
  /** What the list is for, under it. */
  hint: ReactNode;
  /** The chosen values, in order. */
  values: readonly string[];
  /** How a value is shown ("Deutsch (de)"). */
  nameOf: (value: string) => string;
  /** The default value, marked in the list. */
  pinned?: string;
  error?: string;
  onChange: (values: string[]) => void;
  /** The control that adds a value (a select or a text field with its button), under the list. */
  children: ReactNode;
}

/**
 * An ordered list of chosen values (languages, currencies): each can move up or down or be removed; the first
 * is shown first on the website. Its problem is shown under it, tied to the list by aria-describedby.
 */
export function OrderedChoices({ label, hint, values, nameOf, pinned, error, onChange, children }: Props) {
  const id = useId();
  const move = (from: number, to: number) => {
    const next = [...values];
    const [value] = next.splice(from, 1);
    next.splice(to, 0, value);
    onChange(next);
  };
  return (
    <div className={`field field-wide${error ? " field-invalid" : ""}`} role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <ol
        className="ordered-choices"
        aria-labelledby={`${id}-label`}
        aria-describedby={[`${id}-hint`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        tabIndex={error ? -1 : undefined}
      >
        {values.map((value, index) => {
          const name = nameOf(value);
          return (
            <li key={value} className="ordered-choice">
              <span className="ordered-choice-name">
                {name}
                {value === pinned && <span className="badge badge-blue">Default</span>}
              </span>
              <span className="ordered-choice-actions">
                <button type="button" className="button small" aria-label={`Move ${name} up`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                  ↑
                </button>
                <button
                  type="button"
                  className="button small"
                  aria-label={`Move ${name} down`}
                  disabled={index === values.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button small"
                  aria-label={`Remove ${name}`}
                  disabled={values.length === 1}
                  onClick={() => onChange(values.filter((other) => other !== value))}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      {children}
      <small id={`${id}-hint`} className="hint">
        {hint}
      </small>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}
