import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { firstError, serverErrors, type FieldErrors, type FieldRules } from "../lib/fieldErrors";

interface Shown {
  errors: FieldErrors;
  /** A problem of the whole form (no one field to put it at). */
  summary: string | null;
  /** Counts each time problems are shown, so the cursor moves again even when they are the same. */
  round: number;
}

const NOTHING: Shown = { errors: {}, summary: null, round: 0 };

/**
 * The one way a form shows what is wrong: each problem at its field (TextField & co. take `error`), a problem of
 * the whole form above the fields (FormError), and the cursor on the first field with a problem (in the order
 * the fields appear), so a screen reader reads that field with its message. `scope` is spread on the form.
 *
 *   const problems = useFieldErrors(RULES);
 *   <form {...problems.scope} noValidate> <FormError>{problems.summary}</FormError> <TextField error={problems.error("name")} … />
 *   const problem = problems.show(schemaErrors(Schema, body, RULES));     // checked before sending
 *   if (problem) return notify(`Error saving …: ${problem}`, "error");
 *   catch (caught) { problems.showServer(caught); notify(`Error saving …: ${errorText(caught)}`, "error"); }
 */
export function useFieldErrors(rules: FieldRules) {
  const [shown, setShown] = useState<Shown>(NOTHING);
  const id = useId();
  /** Spread on the form (or the element around the fields): where the first problem is looked for. */
  const scope = useMemo(() => ({ "data-field-errors": id }), [id]);

  useEffect(() => {
    if (shown.round === 0) return;
    const root = document.querySelector<HTMLElement>(`[data-field-errors="${CSS.escape(id)}"]`);
    const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]') ?? (shown.summary ? root?.querySelector<HTMLElement>(".form-error") : null);
    first?.focus();
  }, [shown, id]);

  /**
   * Shows these problems (the cursor goes to the first field with one) and answers the first problem's text,
   * in the form's field order, for a toast; null (and nothing shown) when there are none.
   */
  const show = useCallback(
    (errors: FieldErrors, summary: string | null = null): string | null => {
      const first = summary ?? firstError(errors, Object.keys(rules.labels)) ?? null;
      setShown((current) => (first !== null ? { errors, summary, round: current.round + 1 } : { ...NOTHING, round: current.round }));
      return first;
    },
    [rules],
  );

  /** After a refused save: the answer's problems at their fields; answers whether any field was named. */
  const showServer = useCallback((caught: unknown): boolean => show(serverErrors(caught, rules)) !== null, [show, rules]);

  /** Forgets one field's problem (when it is edited), or all of them. */
  const clear = useCallback((field?: string) => {
    setShown((current) => {
      if (field === undefined) return current.summary === null && Object.keys(current.errors).length === 0 ? current : { ...NOTHING, round: current.round };
      if (!(field in current.errors)) return current;
      const errors = { ...current.errors };
      delete errors[field];
      return { ...current, errors };
    });
  }, []);

  return useMemo(
    () => ({
      scope,
      errors: shown.errors,
      summary: shown.summary,
      /** The problem at one field, for its `error` prop. */
      error: (field: string): string | undefined => shown.errors[field],
      show,
      showServer,
      clear,
    }),
    [shown, scope, show, showServer, clear],
  );
}

export type FieldErrorsApi = ReturnType<typeof useFieldErrors>;
