import { useState } from "react";
import { errorText, isStatus } from "../../lib/api/errors";
import { useFeedback } from "../components/ui/Feedback";
import type { FieldRules } from "../lib/fieldErrors";
import { useCloseGuard } from "./useCloseGuard";
import { differs, useDirty } from "./useDirty";
import { useFieldErrors } from "./useFieldErrors";

interface Options<F> {
  /** The form's values when the dialog opens (read once). */
  start: () => F;
  rules: FieldRules;
  onClose: () => void;
  /** Whether something kept beside the form (its translations) has changed. */
  alsoChanged?: boolean;
}

/** What the dialog says after a save: `saved` in a toast, or `failed` followed by the server's problem. */
interface SaveMessages {
  saved: string;
  failed: string;
}

/**
 * The skeleton every create/edit dialog shares: the form's values and their setter (which clears the field's
 * problem), the problems shown at the fields, the unsaved-changes guard on closing, and the save itself (the
 * button busy while it runs, a toast after it, the dialog closed when it worked, the server's problem at its field
 * when it did not).
 */
export function useFormDialog<F extends object>({ start, rules, onClose, alsoChanged = false }: Options<F>) {
  const { notify } = useFeedback();
  const problems = useFieldErrors(rules);
  const [initial] = useState(start);
  const [form, setForm] = useState<F>(initial);
  const [saving, setSaving] = useState(false);
  const dirty = differs(form, initial) || alsoChanged;
  useDirty(dirty);
  const requestClose = useCloseGuard(dirty, onClose);

  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
    problems.clear(key as string);
  };

  /** Sends the form with `send`; `showProblem` puts a failed save's problem at its field (the server's detail by default). */
  async function save(send: () => Promise<unknown>, messages: SaveMessages, showProblem: (caught: unknown) => void = problems.showServer): Promise<void> {
    setSaving(true);
    try {
      await send();
      notify(messages.saved);
      onClose();
    } catch (caught) {
      setSaving(false);
      // A 401 has already signed the administrator out (see the query client); nothing more to say.
      if (isStatus(caught, 401)) return;
      showProblem(caught);
      notify(`${messages.failed}${errorText(caught)}`, "error");
    }
  }

  return { form, setForm, set, problems, requestClose, saving, save };
}
