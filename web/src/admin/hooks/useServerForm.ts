import { useState } from "react";
import { differs, useDirty } from "./useDirty";

/**
 * A form filled from a server answer. A new answer refills the form, unless the form has unsaved edits: then
 * the saved state it is compared with moves, the edited fields stay (a late or background answer never
 * overwrites typing) and the untouched fields take the new answer (e.g. maintenance mode switched off from the
 * banner while the Site Settings form has other edits). `resetKey` starts over with a fresh form (e.g. another legal page). The form counts as
 * unsaved (see useDirty) while it differs from the saved state.
 */
export function useServerForm<D, F>(data: D | undefined, toForm: (data: D | undefined) => F, resetKey = "") {
  const [state, setState] = useState(() => {
    const form = toForm(data);
    return { data, resetKey, saved: form, form };
  });
  if (state.data !== data || state.resetKey !== resetKey) {
    const next = toForm(data);
    const keep = state.resetKey === resetKey && differs(state.form, state.saved);
    setState({ data, resetKey, saved: next, form: keep ? keepEdits(state.form, state.saved, next) : next });
  }
  const dirty = differs(state.form, state.saved);
  useDirty(dirty);
  return {
    form: state.form,
    saved: state.saved,
    dirty,
    setForm: (update: F | ((form: F) => F)) => setState((s) => ({ ...s, form: typeof update === "function" ? (update as (form: F) => F)(s.form) : update })),
    /**
     * After a successful save: this is now what the server has (and, with `form`, what the form shows). Either
     * may be an update of the current value (a section saved on its own changes only its fields).
     */
    setSaved: (saved: F | ((saved: F) => F), form?: F | ((form: F) => F)) =>
      setState((s) => ({
        ...s,
        saved: typeof saved === "function" ? (saved as (saved: F) => F)(s.saved) : saved,
        form: form === undefined ? s.form : typeof form === "function" ? (form as (form: F) => F)(s.form) : form,
      })),
    /** Throws the edits away: the form shows the saved state again. */
    discard: () => setState((s) => ({ ...s, form: s.saved })),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The form after a new server answer arrived while it had edits: a field the administrator changed keeps its
 * value, every other field shows the answer's. A form that is not a plain object keeps all its edits.
 */
export function keepEdits<F>(form: F, saved: F, next: F): F {
  if (!isRecord(form) || !isRecord(saved) || !isRecord(next)) return form;
  const merged: Record<string, unknown> = { ...next };
  for (const key of Object.keys(form)) {
    if (differs(form[key], saved[key])) merged[key] = form[key];
  }
  return merged as F;
}
