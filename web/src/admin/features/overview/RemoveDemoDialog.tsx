import { useState } from "react";
import { errorText, isStatus } from "../../../lib/api/errors";
import { FormError } from "../../components/ui/FieldError";
import { Modal } from "../../components/ui/Modal";
import { useRemoveDemoContent, type DemoRemoved } from "./api";
import { removedInWords } from "./overviewFormat";

const REMOVE_DEMO_QUESTION =
  "Delete the demo plans, categories and promo codes that are still exactly as the demo made them, and replace the demo's texts (company details, home page, legal pages, menu, site title and the demo's addresses) with neutral placeholders? Whatever you have edited is kept, and so are your translations and a category that still holds plans of yours.";

/**
 * Asks before removing the demo content (the cursor starts on Cancel: nothing is deleted by a stray Enter), then
 * says what was removed. A refusal is shown in the dialog.
 */
export function RemoveDemoDialog({ onClose }: { onClose: () => void }) {
  const remove = useRemoveDemoContent();
  const [removed, setRemoved] = useState<DemoRemoved | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirm() {
    setProblem(null);
    try {
      const answer = await remove.mutateAsync(undefined);
      setRemoved(answer.removed);
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (!isStatus(caught, 401)) setProblem(`Error removing demo content: ${errorText(caught)}`);
    }
  }

  if (removed) {
    // A new dialog (key): the cursor moves to its OK button.
    return (
      <Modal
        key="done"
        title="Demo content removed"
        size="small"
        role="alertdialog"
        onClose={onClose}
        footer={
          <button type="button" className="button primary" data-autofocus onClick={onClose}>
            OK
          </button>
        }
      >
        <p className="confirm-message" data-testid="demo-removed">
          Removed {removedInWords(removed)}.
        </p>
      </Modal>
    );
  }
  return (
    <Modal
      key="ask"
      title="Remove demo content"
      size="small"
      role="alertdialog"
      onClose={() => !remove.isPending && onClose()}
      footer={
        <>
          <button type="button" className="button" data-autofocus onClick={onClose} disabled={remove.isPending}>
            Cancel
          </button>
          <button type="button" className="button danger solid" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? "Removing..." : "Remove demo content"}
          </button>
        </>
      }
    >
      <FormError>{problem}</FormError>
      <p className="confirm-message">{REMOVE_DEMO_QUESTION}</p>
    </Modal>
  );
}
