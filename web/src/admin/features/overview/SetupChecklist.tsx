import type { Ref } from "react";
import type { SetupItem } from "./api";

interface Props {
  items: SetupItem[];
  /** Opens the question whether to remove the demo content (offered on its item while any is left). */
  onRemoveDemo: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The setup checklist: each item links to the tab where it is set up (the tab's address, `#<tab>`), with what is missing. */
export function SetupChecklist({ items, onRemoveDemo, headingRef }: Props) {
  const done = items.filter((item) => item.done).length;
  return (
    <section className="panel setup-checklist" aria-labelledby="setup-title">
      <div className="setup-head">
        <h2 id="setup-title" ref={headingRef} tabIndex={-1}>
          Setup checklist
        </h2>
        <p className="muted" id="setup-progress-text">
          {done} of {items.length} done
        </p>
      </div>
      <progress className="setup-progress" max={items.length} value={done} aria-labelledby="setup-progress-text" />
      <ol className="setup-list">
        {items.map((item) => (
          <li key={item.key} className={item.done ? "setup-item done" : "setup-item"} data-key={item.key} data-done={item.done}>
            <span className={item.done ? "setup-mark done" : "setup-mark"} aria-hidden="true">
              {item.done ? "✓" : "!"}
            </span>
            <div className="setup-text">
              <p className="setup-title">
                <a href={`#${item.tab}`} aria-describedby={`setup-hint-${item.key}`}>
                  {item.label}
                </a>
                <span className={`badge ${item.done ? "badge-green" : "badge-yellow"}`}>{item.done ? "Done" : "To do"}</span>
              </p>
              <p className="muted small setup-hint" id={`setup-hint-${item.key}`}>
                {item.hint}
              </p>
              {item.key === "demo_content" && !item.done && (
                <button type="button" className="button danger" onClick={onRemoveDemo}>
                  Remove demo content
                </button>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
