import { useEffect, useState } from "react";
import { LEGAL_EDITOR_ROWS } from "../../../../../common/constants";
import { MarkdownContent } from "../../../lib/markdown";
import { useAdmin } from "../../app/context";
import type { LegalSection } from "../../api/content";
import { errorText } from "../../api/http";
import { TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useLoad } from "../../hooks/useAsync";
import { differs, useDirty } from "../../hooks/useDirty";
import { MarkdownTips } from "./MarkdownTips";

export const LEGAL_TITLES: Record<LegalSection, string> = { terms: "Terms of Service", privacy: "Privacy Policy" };

/** SPEC §2 Legal Pages: terms/privacy toggle, title + 20-row markdown editor, live preview, tips. */
export function LegalTab() {
  const { api } = useAdmin();
  const { notify, confirm } = useFeedback();
  const [page, setPage] = useState<LegalSection>("terms");
  // Each answer carries the page it is for, so the editor never mixes up two pages' text.
  const { value, loading } = useLoad(async () => {
    try {
      return { page, block: await api.legal(page), error: null as unknown };
    } catch (caught) {
      return { page, block: null, error: caught };
    }
  }, [api, page]);
  const ready = !loading && value?.page === page;
  const error = ready ? value.error : null;
  const [initial, setInitial] = useState({ title: "", content: "" });
  const [form, setForm] = useState(initial);
  const [preview, setPreview] = useState(true);
  const [saving, setSaving] = useState(false);
  const dirty = differs(form, initial);
  useDirty(dirty);

  // The editor is filled, and editable, only once the current page's answer has arrived: right after a switch
  // the previous page's answer is still loaded, and a late answer must not overwrite what was typed meanwhile.
  useEffect(() => {
    if (!ready) return;
    const loaded = value.block;
    const next = { title: loaded?.title || LEGAL_TITLES[page], content: loaded?.content || loaded?.description || "" };
    setInitial(next);
    setForm(next);
  }, [ready, value, page]);

  async function switchTo(next: LegalSection) {
    if (next === page) return;
    if (dirty && !(await confirm("You have unsaved changes. Leave without saving?", { confirmLabel: "Leave", danger: true }))) return;
    setPage(next);
  }

  async function save() {
    setSaving(true);
    try {
      await api.saveLegal(page, form.title.trim() || LEGAL_TITLES[page], form.content);
      notify(`${LEGAL_TITLES[page]} updated successfully!`);
      setInitial(form);
    } catch (caught) {
      notify(`Error updating legal content: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="legal-title">
      <div className="tab-header">
        <div>
          <h1 id="legal-title">Legal Pages</h1>
          <p className="muted">
            Shown at{" "}
            <a href={`${api.baseUrl}/${page}`} target="_blank" rel="noreferrer">
              /{page}
            </a>
            .
          </p>
        </div>
        <div className="actions">
          <div className="toggle-group" role="group" aria-label="Legal page">
            {(Object.keys(LEGAL_TITLES) as LegalSection[]).map((id) => (
              <button key={id} type="button" className="button" aria-pressed={id === page} onClick={() => switchTo(id)}>
                {LEGAL_TITLES[id]}
              </button>
            ))}
          </div>
          <button type="button" className="button" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
            {preview ? "Hide Preview" : "Show Preview"}
          </button>
          <button type="button" className="button primary" onClick={save} disabled={saving || !ready}>
            {saving ? "Saving..." : `Save ${LEGAL_TITLES[page]}`}
          </button>
        </div>
      </div>
      {error !== null && <p className="warning">The page could not be loaded ({errorText(error)}); saving will replace it.</p>}
      <div className={`legal-editor${preview ? "" : " no-preview"}`}>
        <div className="panel form-grid">
          <TextField label="Page Title" wide disabled={!ready} value={form.title} onChange={(e) => setForm((f) => ({ ...f, title: e.target.value }))} />
          <TextArea
            label="Content (Markdown)"
            rows={LEGAL_EDITOR_ROWS}
            disabled={!ready}
            value={form.content}
            onChange={(e) => setForm((f) => ({ ...f, content: e.target.value }))}
            placeholder="# Heading&#10;&#10;Your text…"
          />
        </div>
        {preview && (
          <div className="panel" aria-label="Live preview">
            <h2>Live Preview</h2>
            <div className="preview">
              <h1>{form.title || LEGAL_TITLES[page]}</h1>
              {form.content.trim() ? (
                <MarkdownContent markdown={form.content} />
              ) : (
                <p className="muted">This content will be updated by the administrator.</p>
              )}
            </div>
          </div>
        )}
      </div>
      <MarkdownTips />
    </section>
  );
}
