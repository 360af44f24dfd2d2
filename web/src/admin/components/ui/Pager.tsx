import type { Dispatch, SetStateAction } from "react";
import type { Pagination } from "../../../../../common/contracts";

/**
 * Previous/next paging for a server-paged list (Contact Submissions, Activity). It shows the selected page at
 * once (the count of pages comes from the latest answer for the same search), so paging never waits for a
 * slow answer.
 */
export function Pager({
  pagination,
  page,
  setPage,
}: {
  pagination: Partial<Pagination> | null | undefined;
  page: number;
  setPage: Dispatch<SetStateAction<number>>;
}) {
  const totalPages = pagination?.total_pages ?? 0;
  if (!totalPages) return null;
  return (
    <nav className="pager" aria-label="Pages">
      <span>
        Page {page} of {totalPages} ({pagination?.total_items} total)
      </span>
      <span className="actions">
        <button type="button" className="button small" disabled={page <= 1} onClick={() => setPage((p) => Math.max(1, p - 1))}>
          ← Previous
        </button>
        <button type="button" className="button small" disabled={page >= totalPages} onClick={() => setPage((p) => Math.min(totalPages, p + 1))}>
          Next →
        </button>
      </span>
    </nav>
  );
}
