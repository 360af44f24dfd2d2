import type { FormEvent, ReactNode } from "react";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";
import { DialogButtons } from "./DialogButtons";
import { FormError } from "./FieldError";
import { Modal } from "./Modal";

interface Props {
  title: string;
  /** The form's id (its submit button is in the dialog's footer). */
  formId: string;
  submitText: string;
  saving: boolean;
  problems: FieldErrorsApi;
  onSubmit: (event: FormEvent) => void;
  /** Closing asks first when there are unsaved changes (useFormDialog's `requestClose`). */
  onClose: () => void;
  size?: "small" | "medium" | "large";
  /** The form's fields, in a two-column grid. */
  children: ReactNode;
  /** Shown under the form, inside the dialog (e.g. a record's history). */
  after?: ReactNode;
}

/** A create/edit dialog: the form (its problem of the whole form above the fields), Cancel and the submit button below. */
export function FormDialog({ title, formId, submitText, saving, problems, onSubmit, onClose, size = "large", children, after }: Props) {
  return (
    <Modal title={title} size={size} onClose={onClose} footer={<DialogButtons formId={formId} saving={saving} submitText={submitText} onCancel={onClose} />}>
      <form id={formId} className="form-grid" onSubmit={onSubmit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        {children}
      </form>
      {after}
    </Modal>
  );
}
