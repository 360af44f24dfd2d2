import type { ReactNode } from "react";
import { errorText } from "../../../lib/api/errors";

interface Props {
  id: string;
  title: string;
  description: string;
  /** The add button's text, e.g. "+ New Incident". */
  addText: string;
  onAdd: () => void;
  /** What the list is, in the sentence shown when it cannot be loaded ("Incidents could not be loaded: …"). */
  what: string;
  error: unknown;
  /** Shown instead of the list while it is empty (its loading text, or that there is nothing yet). */
  empty: string | null;
  children: ReactNode;
  /** The open dialog, if any (shown whether or not the list is). */
  dialog: ReactNode;
}

/** A panel of the Status tab that lists records: its title and description, the add button, and the list or why there is none. */
export function RecordsPanel({ id, title, description, addText, onAdd, what, error, empty, children, dialog }: Props) {
  return (
    <section className="panel" aria-labelledby={id}>
      <div className="status-panel-head">
        <div>
          <h2 id={id}>{title}</h2>
          <p className="muted small">{description}</p>
        </div>
        <button type="button" className="button primary" onClick={onAdd}>
          {addText}
        </button>
      </div>
      {error ? <p className="warning">{`${what} could not be loaded: ${errorText(error)}`}</p> : null}
      {empty === null ? children : <p className="empty-state">{empty}</p>}
      {dialog}
    </section>
  );
}
