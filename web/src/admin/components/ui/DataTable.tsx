import type { ReactNode } from "react";
import { TableWrap } from "./TableWrap";

interface Props {
  /** The table's name (for screen readers, and the frame's when it scrolls). */
  label: string;
  columns: readonly string[];
  className?: string;
  /** The rows; each cell has `data-label` with its column (a phone shows each row as a card). */
  children: ReactNode;
}

/** A table of records in its frame: named, a heading per column. */
export function DataTable({ label, columns, className, children }: Props) {
  return (
    <TableWrap label={label}>
      <table className={`data-table${className ? ` ${className}` : ""}`} aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </TableWrap>
  );
}

/** The last cell of a record's row: other buttons first, then Edit and Delete, each naming the record for screen readers. */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  return (
    <td data-label="Actions" className="cell-actions">
      <div className="card-actions">
        {children}
        <button type="button" className="button small" onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </button>
        <button type="button" className="button small danger" onClick={onDelete} aria-label={`Delete ${name}`}>
          Delete
        </button>
      </div>
    </td>
  );
}
