import { useId, type ReactNode } from "react";
import { SortableList } from "../../components/SortableList";
import { FieldError } from "../../components/ui/FieldError";

interface Props<T extends { key: number }> {
  legend: string;
  hint: ReactNode;
  /** What the list is, for screen readers while an entry is dragged ("… position 2 of 3 in Feature cards"). */
  listName: string;
  items: T[];
  min?: number;
  max: number;
  addLabel: string;
  newItem: () => T;
  /** The list's own problem (too many entries, none at all), under it. */
  error?: string;
  /** Called with the whole list after an entry is added, removed or moved. */
  onReshape: (items: T[]) => void;
  nameOf: (item: T, index: number) => string;
  /** One entry: its fields, the drag handle and a Remove button (`remove`, disabled at the list's minimum). */
  renderItem: (item: T, index: number, handle: ReactNode, remove: ReactNode) => ReactNode;
  /** Asked before an entry is removed (an entry with much text); default: removed at once. */
  confirmRemove?: (item: T, index: number) => Promise<boolean>;
  className?: string;
  /** The entries are shown but not added, removed or moved (while their texts are edited in another language). */
  fixed?: boolean;
}

/** A list of a home page section (highlights, cards, stats, questions): add, remove, drag to reorder, within its limits. */
export function ListEditor<T extends { key: number }>({
  legend,
  hint,
  listName,
  items,
  min = 0,
  max,
  addLabel,
  newItem,
  error,
  onReshape,
  nameOf,
  renderItem,
  confirmRemove,
  className,
  fixed = false,
}: Props<T>) {
  const id = useId();
  const full = items.length >= max;
  return (
    <fieldset className={`list-editor field-wide${error ? " field-invalid" : ""}`} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ""}`}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="hint list-editor-hint">
        {hint}
      </p>
      {items.length > 0 && fixed && (
        <ul className={`list-editor-items${className ? ` ${className}` : ""}`}>
          {items.map((item, index) => (
            <li key={item.key}>{renderItem(item, index, null, null)}</li>
          ))}
        </ul>
      )}
      {items.length > 0 && !fixed && (
        <SortableList
          items={items}
          getId={(item) => item.key}
          getName={(item) => nameOf(item, items.indexOf(item))}
          listName={listName}
          onReorder={onReshape}
          className={`list-editor-items${className ? ` ${className}` : ""}`}
          renderItem={(item, handle) => {
            const index = items.indexOf(item);
            const remove = (
              <button
                type="button"
                className="button small danger"
                aria-label={`Remove ${nameOf(item, index)}`}
                disabled={items.length <= min}
                onClick={async () => {
                  if (confirmRemove && !(await confirmRemove(item, index))) return;
                  onReshape(items.filter((entry) => entry.key !== item.key));
                }}
              >
                Remove
              </button>
            );
            return renderItem(item, index, handle, remove);
          }}
        />
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
      {!fixed && (
        <div className="list-editor-actions">
          <button type="button" className="button small" disabled={full} onClick={() => onReshape([...items, newItem()])}>
            {addLabel}
          </button>
          <span className="hint">
            {items.length} of {max}
          </span>
        </div>
      )}
    </fieldset>
  );
}
