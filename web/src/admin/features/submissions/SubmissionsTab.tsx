import { useState, type FormEvent } from "react";
import type { ContactSubmission } from "../../../../../common/contracts";
import { messagePreview } from "../../../../../common/rules";
import { errorText } from "../../../lib/api/errors";
import { TextField } from "../../components/ui/Field";
import { Pager } from "../../components/ui/Pager";
import { useFeedback } from "../../components/ui/Feedback";
import { downloadText } from "../../lib/download";
import { formatDateTime } from "../../lib/format";
import { useDeleteSubmission, useExportSubmissions, useMarkSubmission, useSubmissions, type SubmissionFilters } from "./api";
import { DEFAULT_CSV_NAME, jsonExportName } from "./exportNames";
import { SubmissionModal } from "./SubmissionModal";
import { TableWrap } from "../../components/ui/TableWrap";

const NO_FILTERS: SubmissionFilters = { search: "", start_date: "", end_date: "" };

/** Contact Submissions: search, date filters, paging, detail, read/unread, delete, CSV/JSON export. */
export function SubmissionsTab() {
  const { notify, confirm } = useFeedback();
  const [draft, setDraft] = useState(NO_FILTERS);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useSubmissions(page, filters);
  const mark = useMarkSubmission();
  const deleteSubmission = useDeleteSubmission();
  const exportSubmissions = useExportSubmissions();
  // Rows only ever come from the page and search that are selected; another page's answer only lends its page count.
  const rows = query.isPlaceholderData ? [] : (query.data?.submissions ?? []);
  const pagination = query.data?.pagination;
  const loading = query.isFetching && rows.length === 0;
  const open = rows.find((s) => s.id === openId) ?? null;

  function apply(event: FormEvent) {
    event.preventDefault();
    setPage(1);
    setFilters({ ...draft, search: draft.search.trim() });
  }

  async function toggleRead(s: ContactSubmission) {
    try {
      await mark.mutateAsync({ id: s.id, read: !s.is_read });
    } catch (caught) {
      notify(`Error marking as ${s.is_read ? "unread" : "read"}: ${errorText(caught)}`, "error");
    }
  }

  async function remove(s: ContactSubmission) {
    if (
      !(await confirm(`Delete the message from ${s.name} (${s.email})? This cannot be undone.`, {
        title: "Delete submission",
        confirmLabel: "Delete",
        danger: true,
      }))
    )
      return;
    try {
      await deleteSubmission.mutateAsync(s.id);
      notify("Submission deleted successfully!");
      setOpenId(null);
      if (rows.length === 1 && page > 1) setPage(page - 1);
    } catch (caught) {
      notify(`Error deleting submission: ${errorText(caught)}`, "error");
    }
  }

  async function exportAs(format: "csv" | "json") {
    try {
      const result = await exportSubmissions.mutateAsync({ format, filters });
      if (result.format === "csv") downloadText(result.answer.filename || DEFAULT_CSV_NAME, result.answer.csv_data ?? "", "text/csv;charset=utf-8");
      else downloadText(jsonExportName(), JSON.stringify(result.answer, null, 2), "application/json");
      notify(`Submissions exported as ${format.toUpperCase()}.`);
    } catch (caught) {
      notify(`Error exporting submissions: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section aria-labelledby="subs-title">
      <div className="tab-header">
        <div>
          <h1 id="subs-title">Contact Submissions</h1>
          <p className="muted">
            {pagination ? `${pagination.total_items} message${pagination.total_items === 1 ? "" : "s"}` : "Messages sent through the contact form."}
          </p>
        </div>
        <div className="actions">
          <button type="button" className="button" onClick={() => exportAs("csv")}>
            Export CSV
          </button>
          <button type="button" className="button" onClick={() => exportAs("json")}>
            Export JSON
          </button>
        </div>
      </div>
      <form className="filters" onSubmit={apply} role="search">
        <TextField
          label="Search"
          type="search"
          value={draft.search}
          onChange={(e) => setDraft((d) => ({ ...d, search: e.target.value }))}
          placeholder="Name, e-mail, subject or message"
        />
        <TextField label="From date" type="date" value={draft.start_date} onChange={(e) => setDraft((d) => ({ ...d, start_date: e.target.value }))} />
        <TextField label="To date" type="date" value={draft.end_date} onChange={(e) => setDraft((d) => ({ ...d, end_date: e.target.value }))} />
        <div className="form-actions">
          <button type="submit" className="button primary">
            Search
          </button>
          <button type="button" className="button" onClick={() => (setDraft(NO_FILTERS), setFilters(NO_FILTERS), setPage(1))}>
            Clear
          </button>
        </div>
      </form>
      {query.error && (
        <p className="form-error" role="alert">
          Error fetching contact submissions: {errorText(query.error)}
        </p>
      )}
      {rows.length === 0 ? (
        <p className="empty-state">{loading ? "Loading submissions..." : "No contact submissions found."}</p>
      ) : (
        <TableWrap label="Contact submissions">
          <table className="data-table" aria-label="Contact submissions" aria-busy={query.isFetching}>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">From</th>
                <th scope="col">Subject</th>
                <th scope="col">Message</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id} className={s.is_read ? "row-read" : "row-unread"}>
                  <td data-label="Date">{formatDateTime(s.timestamp)}</td>
                  <td data-label="From">
                    {s.name}
                    <br />
                    <span className="muted small">{s.email}</span>
                  </td>
                  <td data-label="Subject">{s.subject}</td>
                  <td data-label="Message">{messagePreview(s.message)}</td>
                  <td data-label="Status">
                    <span className={`badge ${s.is_read ? "badge-gray" : "badge-blue"}`}>{s.is_read ? "Read" : "Unread"}</span>
                  </td>
                  <td data-label="Actions" className="cell-actions">
                    <div className="card-actions">
                      <button type="button" className="button small" onClick={() => setOpenId(s.id)} aria-label={`View message from ${s.name}`}>
                        View
                      </button>
                      {/* The name keeps the visible words ("Mark … read") in order, so speech input finds the button. */}
                      <button type="button" className="button small" onClick={() => toggleRead(s)}>
                        Mark<span className="visually-hidden"> message from {s.name} as</span> {s.is_read ? "Unread" : "Read"}
                      </button>
                      <button type="button" className="button small danger" onClick={() => remove(s)} aria-label={`Delete message from ${s.name}`}>
                        Delete
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager pagination={pagination} page={page} setPage={setPage} />
      {open && <SubmissionModal submission={open} onClose={() => setOpenId(null)} onToggleRead={() => toggleRead(open)} onDelete={() => remove(open)} />}
    </section>
  );
}
