import type { ReactNode } from "react";

/** The mark in front of every problem text (the text says it all; the mark is not read out). */
function ProblemMark() {
  return (
    <svg className="problem-mark" viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="8" fill="currentColor" />
      <rect x="7" y="3.5" width="2" height="6" rx="1" fill="var(--surface)" />
      <circle cx="8" cy="12" r="1.1" fill="var(--surface)" />
    </svg>
  );
}

/**
 * A problem at one field, under it. The field points at it with aria-describedby (see Field.tsx, or
 * `fieldA11y` for a control of its own), so a screen reader reads it with the field.
 */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <small id={id} className="field-error">
      <ProblemMark />
      <span>{children}</span>
    </small>
  );
}

/**
 * What is said under a field: its hint, then its problem, with the ids `fieldA11y(id, …)` points the field at
 * (`{id}-hint`, `{id}-error`). Nothing for what is absent.
 */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint && (
        <small id={`${id}-hint`} className="hint">
          {hint}
        </small>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </>
  );
}

/**
 * A problem of the whole form (no one field to put it at, e.g. "Incorrect username or password"), above the
 * fields, in the same style as a field's. Nothing is shown without children.
 */
export function FormError({ children, id }: { children: ReactNode; id?: string }) {
  if (children == null || children === false || children === "") return null;
  return (
    <p className="form-error" role="alert" tabIndex={-1} id={id}>
      <ProblemMark />
      <span>{children}</span>
    </p>
  );
}

/**
 * The attributes that tie a control to its hint and its problem (Field.tsx, or a control of its own such as a
 * file picker). `problemId` names a problem shown elsewhere (a FormError with an id) that is this field's.
 */
export function fieldA11y(id: string, hint: unknown, error: unknown, problemId?: string) {
  return {
    "aria-invalid": error || problemId ? true : undefined,
    "aria-describedby": [hint ? `${id}-hint` : "", error ? `${id}-error` : "", problemId ?? ""].filter(Boolean).join(" ") || undefined,
  } as const;
}
