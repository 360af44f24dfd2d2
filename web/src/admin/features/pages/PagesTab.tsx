import { useState } from "react";
import type { Page, PageInput } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useApi } from "../../api/client";
import { pagePath, usePages } from "../../api/pages";
import { useFeedback } from "../../components/ui/Feedback";
import { Switch } from "../../components/ui/Switch";
import { TableWrap } from "../../components/ui/TableWrap";
import { useDeletePage, useSavePage } from "./api";
import { PageDialog } from "./PageDialog";
import { switchedText, updatedText } from "./pageTexts";

type Switched = Pick<PageInput, "published" | "show_in_footer">;

/** Pages: the site's own pages (an about page, data centres, an SLA); each is created, edited, published and deleted here. */
export function PagesTab() {
  const { notify, confirm } = useFeedback();
  const { baseUrl } = useApi();
  const query = usePages();
  const savePage = useSavePage();
  const deletePage = useDeletePage();
  const [editing, setEditing] = useState<Page | "new" | null>(null);
  // A switch shows its new state while the change is sent (and goes back if it is refused); one change at a time.
  const [switching, setSwitching] = useState<{ id: number; change: Switched } | null>(null);
  const pages = (query.data ?? []).map((page) => (switching?.id === page.id ? { ...page, ...switching.change } : page));

  /** A switch in the list changes that one field at once. */
  async function toggle(page: Page, change: Switched) {
    if (switching) return;
    setSwitching({ id: page.id, change });
    try {
      await savePage.mutateAsync({ id: page.id, page: change });
      notify(switchedText(page, change));
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`Error updating page: ${errorText(caught)}`, "error");
    } finally {
      setSwitching(null);
    }
  }

  async function remove(page: Page) {
    const question = `Delete the page "${page.title}"? Visitors of ${pagePath(page)} get the "page not found" page, and menu links to it stop working.`;
    if (!(await confirm(question, { title: "Delete page", confirmLabel: "Delete", danger: true }))) return;
    try {
      await deletePage.mutateAsync(page.id);
      notify("Page deleted successfully!");
    } catch (caught) {
      if (!isStatus(caught, 401)) notify(`Error deleting page: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section aria-labelledby="pages-title">
      <div className="tab-header">
        <div>
          <h1 id="pages-title">Pages</h1>
          <p className="muted">Pages of your own, such as About Us or Data Centres, shown at their address once published.</p>
        </div>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => setEditing("new")}>
            + Add Page
          </button>
        </div>
      </div>
      {query.error && <p className="warning">Pages could not be loaded: {errorText(query.error)}</p>}
      {pages.length === 0 ? (
        <p className="empty-state">{query.isFetching ? "Loading pages..." : 'No pages yet. Click "+ Add Page" to write one.'}</p>
      ) : (
        <TableWrap label="Pages">
          <table className="data-table pages-table" aria-label="Pages">
            <thead>
              <tr>
                <th scope="col">Title</th>
                <th scope="col">Address</th>
                <th scope="col">Published</th>
                <th scope="col">In footer</th>
                <th scope="col">Updated</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((page) => (
                <tr key={page.id}>
                  <td data-label="Title">
                    {page.title}
                    {!page.published && <span className="badge badge-gray page-state">Unpublished</span>}
                  </td>
                  <td data-label="Address">
                    {page.published ? (
                      <a href={`${baseUrl}${pagePath(page)}`} target="_blank" rel="noreferrer">
                        {pagePath(page)}
                      </a>
                    ) : (
                      <code>{pagePath(page)}</code>
                    )}
                  </td>
                  <td data-label="Published">
                    <Switch
                      label="Published"
                      hiddenText={page.title}
                      hideLabel
                      checked={page.published}
                      onChange={(e) => void toggle(page, { published: e.target.checked })}
                    />
                  </td>
                  <td data-label="In footer">
                    <Switch
                      label="In footer"
                      hiddenText={page.title}
                      hideLabel
                      checked={page.show_in_footer}
                      onChange={(e) => void toggle(page, { show_in_footer: e.target.checked })}
                    />
                  </td>
                  <td data-label="Updated">{updatedText(page.updated_at)}</td>
                  <td data-label="Actions" className="cell-actions">
                    <div className="card-actions">
                      {!page.published && (
                        <button
                          type="button"
                          className="button small primary"
                          onClick={() => void toggle(page, { published: true })}
                          disabled={switching !== null}
                          aria-label={`Publish ${page.title}`}
                        >
                          Publish
                        </button>
                      )}
                      <button type="button" className="button small" onClick={() => setEditing(page)} aria-label={`Edit ${page.title}`}>
                        Edit
                      </button>
                      <button type="button" className="button small danger" onClick={() => remove(page)} aria-label={`Delete ${page.title}`}>
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
      {editing && <PageDialog page={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
