import { useState } from "react";
import { ContentBlockInputSchema, type ContentBlock } from "../../../../../common/contracts";
import { LEGAL_EDITOR_ROWS } from "../../../../../common/constants";
import { MarkdownContent } from "../../../lib/markdown";
import { useApi } from "../../api/client";
import { errorText } from "../../../lib/api/errors";
import { TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { UNSAVED_CHOICES, UNSAVED_MESSAGE } from "../../hooks/useDirty";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors, type FieldRules } from "../../lib/fieldErrors";
import { useLegalPage, useSaveLegal, type LegalSection } from "./api";
import { MarkdownTips } from "./MarkdownTips";

export const LEGAL_TITLES: Record<LegalSection, string> = { terms: "Terms of Service", privacy: "Privacy Policy" };

function toForm(page: LegalSection, block: Partial<ContentBlock> | undefined) {
  return { title: block?.title || LEGAL_TITLES[page], content: block?.content || block?.description || "" };
}

const LEGAL_RULES: FieldRules = {
  labels: { title: "Page Title", content: "Content" },
  fieldOf: (path) => (path === "title" ? "title" : path === "description" || path === "content" ? "content" : null),
};

/** Legal Pages: terms/privacy toggle, title + 20-row markdown editor, live preview, tips. */
export function LegalTab() {
  const { baseUrl } = useApi();
  const { notify, confirm } = useFeedback();
  const [page, setPage] = useState<LegalSection>("terms");
  const query = useLegalPage(page);
  const saveLegal = useSaveLegal();
  // The editor is editable once the chosen page's answer (or its failure) is in; each page starts a fresh form.
  const ready = !query.isPending;
  const error = query.error;
  const { form, setForm, dirty, setSaved } = useServerForm(query.data, (block) => toForm(page, block), page);
  const [preview, setPreview] = useState(true);
  const [saving, setSaving] = useState(false);
  const problems = useFieldErrors(LEGAL_RULES);

  async function switchTo(next: LegalSection) {
    if (next === page) return;
    if (dirty && !(await confirm(UNSAVED_MESSAGE, UNSAVED_CHOICES))) return;
    setPage(next);
    problems.clear();
  }

  async function save() {
    const body = { title: form.title.trim() || LEGAL_TITLES[page], content: form.content };
    const problem = problems.show(schemaErrors(ContentBlockInputSchema, body, LEGAL_RULES));
    if (problem) return notify(`Error updating legal content: ${problem}`, "error");
    setSaving(true);
    try {
      await saveLegal.mutateAsync({ page, ...body });
      notify(`${LEGAL_TITLES[page]} updated successfully!`);
      setSaved(form);
    } catch (caught) {
      problems.showServer(caught);
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
            <a href={`${baseUrl}/${page}`} target="_blank" rel="noreferrer">
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
      {error && <p className="warning">The page could not be loaded ({errorText(error)}); saving will replace it.</p>}
      <div className={`legal-editor${preview ? "" : " no-preview"}`}>
        <form className="panel form-grid" {...problems.scope} noValidate onSubmit={(event) => (event.preventDefault(), void save())} aria-label="Editor">
          <TextField
            label="Page Title"
            wide
            disabled={!ready}
            value={form.title}
            error={problems.error("title")}
            onChange={(e) => (setForm((f) => ({ ...f, title: e.target.value })), problems.clear("title"))}
          />
          <TextArea
            label="Content (Markdown)"
            rows={LEGAL_EDITOR_ROWS}
            disabled={!ready}
            value={form.content}
            error={problems.error("content")}
            onChange={(e) => (setForm((f) => ({ ...f, content: e.target.value })), problems.clear("content"))}
            placeholder="# Heading&#10;&#10;Your text…"
          />
        </form>
        {preview && (
          <div className="panel" aria-label="Live preview">
            <h2>Live Preview</h2>
            <div className="preview">
              <h1>{form.title || LEGAL_TITLES[page]}</h1>
              {form.content.trim() ? <MarkdownContent markdown={form.content} /> : <p className="muted">This content will be updated by the administrator.</p>}
            </div>
          </div>
        )}
      </div>
      <MarkdownTips />
    </section>
  );
}
