import { errorText, isStatus } from "../../lib/api/errors";
import { useFeedback } from "../components/ui/Feedback";

interface Deletion {
  /** The question the confirmation dialog asks (what goes, and what visitors notice). */
  question: string;
  title: string;
  run: () => Promise<unknown>;
  /** The toast after it worked, and the prefix of the one after it failed (followed by the server's problem). */
  deleted: string;
  failed: string;
}

/** Deletes a record after asking (a Delete button in red, Cancel keeps it), with a toast either way (a 401 has already signed out). */
export function useConfirmedDelete() {
  const { notify, confirm } = useFeedback();
  return async ({ question, title, run, deleted, failed }: Deletion): Promise<void> => {
    if (!(await confirm(question, { title, confirmLabel: "Delete", danger: true }))) return;
    try {
      await run();
      notify(deleted);
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`${failed}${errorText(caught)}`, "error");
    }
  };
}
