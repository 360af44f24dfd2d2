import { useState } from "react";
import { differs, useDirty } from "./useDirty";

/**
 * A form filled from a server answer. A new answer refills the form, unless the form has unsaved edits: then
 * only the saved state it is compared with moves, and the edits stay (a late or background answer never
 * overwrites typing). `resetKey` starts over with a fresh form (e.g. another legal page). The form counts as
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
    setState({ data, resetKey, saved: next, form: keep ? state.form : next });
  }
  const dirty = differs(state.form, state.saved);
  useDirty(dirty);
  return {
    form: state.form,
    saved: state.saved,
    dirty,
    setForm: (update: F | ((form: F) => F)) =>
      setState((s) => ({ ...s, form: typeof update === "function" ? (update as (form: F) => F)(s.form) : update })),
    /** After a successful save: this is now what the server has (and, with `form`, what the form shows). */
    setSaved: (saved: F, form?: F) => setState((s) => ({ ...s, saved, form: form ?? s.form })),
    /** Throws the edits away: the form shows the saved state again. */
    discard: () => setState((s) => ({ ...s, form: s.saved })),
  };
}
