import { useState } from "react";
import { errorText, isStatus } from "../../lib/api/errors";
import { useFeedback } from "../components/ui/Feedback";
import type { FieldErrorsApi } from "./useFieldErrors";

/**
 * The save of a tab's form: `saving` while it runs, a toast after it, and when refused the answer's problems at
 * their fields (a 401 has already signed the administrator out: nothing more to say). `run` answers whether it worked.
 */
export function useFormSave(problems: FieldErrorsApi) {
  const { notify } = useFeedback();
  const [saving, setSaving] = useState(false);
  async function run(send: () => Promise<unknown>, messages: { saved: string; failed: string }): Promise<boolean> {
    setSaving(true);
    try {
      await send();
      notify(messages.saved);
      return true;
    } catch (caught) {
      if (!isStatus(caught, 401)) {
        problems.showServer(caught);
        notify(`${messages.failed}${errorText(caught)}`, "error");
      }
      return false;
    } finally {
      setSaving(false);
    }
  }
  return { saving, run };
}
