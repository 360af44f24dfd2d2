import type { ReactNode } from "react";

/** The head of a form of a tab: its title, and a badge while it has unsaved changes. */
export function FormHead({ id, dirty, children }: { id: string; dirty: boolean; children: ReactNode }) {
  return (
    <div className="settings-section-head">
      <h2 id={id}>{children}</h2>
      {dirty && <span className="badge badge-yellow">Unsaved changes</span>}
    </div>
  );
}

interface Props {
  saving: boolean;
  dirty: boolean;
  /** "Save Monitors": the Save button's text while it is not saving. */
  saveText: string;
  onDiscard: () => void;
  /** The Save button is off (e.g. before the form's data is loaded). */
  disabled?: boolean;
}

/** The foot of a form of a tab: Save (the form's submit button; "Saving..." while it runs) and Discard changes. */
export function SaveButtons({ saving, dirty, saveText, onDiscard, disabled = false }: Props) {
  return (
    <div className="form-actions settings-section-actions">
      <button type="submit" className="button primary" disabled={saving || disabled}>
        {saving ? "Saving..." : saveText}
      </button>
      <button type="button" className="button" disabled={saving || !dirty} onClick={onDiscard}>
        Discard changes
      </button>
    </div>
  );
}
