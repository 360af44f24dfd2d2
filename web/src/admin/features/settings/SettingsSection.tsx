import { useId, type FormEvent, type ReactNode } from "react";
import { FormError } from "../../components/ui/FieldError";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";

interface Props {
  /** The section's address in the tab's index. */
  id?: string;
  title: string;
  /** One sentence under the title: what the section is for. */
  description?: ReactNode;
  problems: FieldErrorsApi;
  dirty: boolean;
  saving: boolean;
  onSave: () => void;
  onDiscard: () => void;
  children: ReactNode;
  /** Shown under the section's form, in its frame: controls that apply at once, outside the Save (an upload). */
  extra?: ReactNode;
}

/** One section of Site Settings: its own form, saved on its own ("Save {title}"), with its edits discarded on their own. */
export function SettingsSection({ id, title, description, problems, dirty, saving, onSave, onDiscard, children, extra }: Props) {
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };
  const form = (
    <form
      id={extra ? undefined : id}
      className={extra ? "settings-section" : "panel settings-section"}
      aria-labelledby={titleId}
      onSubmit={submit}
      noValidate
      {...problems.scope}
    >
      <div className="settings-section-head">
        <h2 id={titleId}>{title}</h2>
        {dirty && <span className="badge badge-yellow">Unsaved changes</span>}
      </div>
      {description && <p className="muted settings-section-description">{description}</p>}
      <FormError>{problems.summary}</FormError>
      <div className="form-grid">{children}</div>
      <div className="form-actions settings-section-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? "Saving..." : `Save ${title}`}
        </button>
        <button type="button" className="button" onClick={onDiscard} disabled={saving || !dirty}>
          Discard changes
        </button>
      </div>
    </form>
  );
  if (!extra) return form;
  return (
    <div id={id} className="panel settings-section-group">
      {form}
      {extra}
    </div>
  );
}
