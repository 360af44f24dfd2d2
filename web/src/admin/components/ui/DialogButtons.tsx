/** A form dialog's footer: Cancel (which asks first when there are unsaved changes) and the form's submit button. */
export function DialogButtons({ formId, saving, submitText, onCancel }: { formId: string; saving: boolean; submitText: string; onCancel: () => void }) {
  return (
    <>
      <button type="button" className="button" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" form={formId} className="button primary" disabled={saving}>
        {saving ? "Saving..." : submitText}
      </button>
    </>
  );
}
