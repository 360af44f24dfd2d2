import type { Dispatch, SetStateAction } from "react";
import type { Pagination } from "../../../../../common/schemas";

/** Previous/next paging for a server-paged list (Contact Submissions, Activity). */
export function Pager({ pagination, page, setPage }: { pagination: Partial<Pagination> | null | undefined; page: number; setPage: Dispatch<SetStateAction<number>> }) {
  if (!pagination || !pagination.total_pages) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <span>
        Page {pagination.page ?? page} of {pagination.total_pages} ({pagination.total_items} total)
      </span>
      <span className="actions">
        <button type="button" className="button small" disabled={!pagination.has_prev} onClick={() => setPage((p) => p - 1)}>← Previous</button>
        <button type="button" className="button small" disabled={!pagination.has_next} onClick={() => setPage((p) => p + 1)}>Next →</button>
      </span>
    </nav>
  );
}
