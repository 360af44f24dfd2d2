import { useState, type FormEvent } from "react";
import { errorText } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { Pager } from "../../components/ui/Pager";
import { formatDateTime } from "../../lib/format";
import { shortUserAgent } from "../../lib/userAgent";
import { useActivity } from "./api";
import { TableWrap } from "../../components/ui/TableWrap";

/** Activity log: sign-ins and every admin change in words, newest first, with the request in the details, a text filter and paging (20 per page). */
export function ActivityTab() {
  const [draft, setDraft] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const query = useActivity(page, search);
  // Rows only ever come from the page and search that are selected; another page's answer only lends its page count.
  const rows = query.isPlaceholderData ? [] : (query.data?.entries ?? []);
  const pagination = query.data?.pagination;
  const loading = query.isFetching && rows.length === 0;

  function apply(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setSearch(draft.trim());
  }

  return (
    <section aria-labelledby="activity-title">
      <div className="tab-header">
        <div>
          <h1 id="activity-title">Activity</h1>
          <p className="muted">
            {pagination
              ? `${pagination.total_items} entr${pagination.total_items === 1 ? "y" : "ies"}${search ? ` matching "${search}"` : ""}`
              : "Sign-ins and every change made in this panel."}
          </p>
        </div>
      </div>
      <form className="filters activity-filters" onSubmit={apply} role="search">
        <TextField
          label="Search"
          type="search"
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          placeholder="What happened, user, IP address or path (e.g. login, VPS M, company-info)"
        />
        <div className="form-actions">
          <button type="submit" className="button primary">
            Search
          </button>
          <button type="button" className="button" onClick={() => (setDraft(""), setSearch(""), setPage(1))}>
            Clear
          </button>
        </div>
      </form>
      {query.error && (
        <p className="form-error" role="alert">
          Error loading activity: {errorText(query.error)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="empty-state">{loading ? "Loading activity..." : search ? "No activity matches this search." : "No activity recorded yet."}</p>
      ) : (
        <TableWrap label="Activity log">
          <table className="data-table activity-table" aria-label="Activity log" aria-busy={query.isFetching}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">What happened</th>
                <th scope="col">Who</th>
                <th scope="col">From</th>
                <th scope="col">Details</th>
                <th scope="col">Result</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((entry) => (
                <tr key={entry.id} data-action={entry.action}>
                  <td data-label="Time" className="nowrap">
                    {formatDateTime(entry.timestamp)}
                  </td>
                  <td data-label="What happened" className="break">
                    {entry.summary}
                    <br />
                    <code className="muted small">{entry.action}</code>
                  </td>
                  <td data-label="Who" className="break">
                    {entry.actor || "–"}
                  </td>
                  <td data-label="From">
                    {entry.ip || "–"}
                    <br />
                    <span className="muted small" title={entry.user_agent}>
                      {shortUserAgent(entry.user_agent)}
                    </span>
                  </td>
                  <td data-label="Details" className="break">
                    {entry.target && <strong>{entry.target} </strong>}
                    <span className={entry.target ? "muted small" : undefined}>{entry.detail}</span>
                  </td>
                  <td data-label="Result">
                    <span className={`badge ${entry.success ? "badge-green" : "badge-red"}`}>{entry.success ? "Success" : "Failed"}</span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager pagination={pagination} page={page} setPage={setPage} />
    </section>
  );
}
