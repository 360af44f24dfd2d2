import { useState } from "react";
import { ContentBlockInputSchema, LEGAL_TEXT_FIELDS, textFieldNames, type ContentBlock, type ContentBlockInput } from "../../../../../common/contracts";
import { LEGAL_EDITOR_ROWS } from "../../../../../common/constants";
import { MarkdownContent } from "../../../lib/markdown";
import { useApi } from "../../api/client";
import { errorText } from "../../../lib/api/errors";
import { TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { UNSAVED_CHOICES, UNSAVED_MESSAGE } from "../../hooks/useDirty";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors, type FieldRules } from "../../lib/fieldErrors";
import {
  draftText,
  toTextDrafts,
  translatedFields,
  translatedLanguages,
  untranslatedCount,
  withDraftText,
  withTranslatedFields,
  type TextDrafts,
} from "../../lib/translations";
import type { Language } from "../../../../../common/i18n/languages";
import { useLegalPage, useSaveLegal, type LegalSection } from "./api";
import { MarkdownTips } from "./MarkdownTips";
import { GeneratedImprintNote, useGeneratedImprint } from "./GeneratedImprint";

const LEGAL_TITLES: Record<LegalSection, string> = { terms: "Terms of Service", privacy: "Privacy Policy", imprint: "Imprint" };

interface LegalForm {
  title: string;
  content: string;
  /** The title and text in other languages (the text as `content`, the editor's name for it). */
  translations: TextDrafts;
}

function toForm(page: LegalSection, block: Partial<ContentBlock> | undefined): LegalForm {
  const stored = toTextDrafts(block?.translations, textFieldNames(LEGAL_TEXT_FIELDS));
  const translations = Object.fromEntries(
    Object.entries(stored).map(([language, texts]) => [language, { title: texts.title ?? "", content: texts.description ?? "" }]),
  ) as TextDrafts;
  // The imprint's title may stay empty: each visitor's page then shows the standard one in its language.
  const title = page === "imprint" ? (block?.title ?? "") : block?.title || LEGAL_TITLES[page];
  return { title, content: block?.content || block?.description || "", translations };
}

/** The page's translations as its save sends them: every other language's title and text (`description`). */
function legalTranslations(form: LegalForm, defaultLanguage: Language) {
  const languages = translatedLanguages(defaultLanguage).map((language) => {
    const { title, content } = translatedFields(form.translations, language, ["title", "content"]);
    return [language, title === null && content === null ? null : { title, description: content }];
  });
  return Object.fromEntries(languages) as ContentBlockInput["translations"];
}

const LEGAL_RULES: FieldRules = withTranslatedFields({
  labels: { title: "Page Title", content: "Content" },
  fieldOf: (path) => (path === "title" ? "title" : path === "description" || path === "content" ? "content" : null),
});

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
  const language = useEditLanguage();
  const text = (key: "title" | "content") =>
    translatable(
      language,
      form[key],
      form.translations,
      key,
      (value) => (setForm((f) => ({ ...f, [key]: value })), problems.clear(key)),
      (translations) => {
        setForm((f) => ({ ...f, translations }));
        problems.clear(key);
      },
    );
  /** What the preview shows: the chosen language's text, else the default one's (as visitors see it). */
  const shown = (key: "title" | "content") => (language.translating && draftText(form.translations, language.language, key).trim()) || form[key];
  // The imprint without a text of its own is made from Company Info, in the edited language.
  const generatedImprint = useGeneratedImprint(language.language);
  const imprintEdited = shown("content").trim() !== "";
  const previewMarkdown = page === "imprint" && !imprintEdited ? generatedImprint : shown("content");
  function startFromGenerated() {
    const content = generatedImprint;
    setForm((f) => (language.translating ? { ...f, translations: withDraftText(f.translations, language.language, "content", content) } : { ...f, content }));
    problems.clear("content");
  }

  async function switchTo(next: LegalSection) {
    if (next === page) return;
    if (dirty && !(await confirm(UNSAVED_MESSAGE, UNSAVED_CHOICES))) return;
    setPage(next);
    problems.clear();
  }

  async function save() {
    const title = page === "imprint" ? form.title.trim() : form.title.trim() || LEGAL_TITLES[page];
    const body = { title, content: form.content, translations: legalTranslations(form, language.defaultLanguage) };
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
          <LanguageSwitch
            edit={language}
            label="Language of the page"
            untranslated={(other) =>
              untranslatedCount({ title: form.title, content: form.content, translations: { [other]: form.translations[other] } }, other, ["title", "content"])
            }
          />
          {page === "imprint" && ready && <GeneratedImprintNote edited={imprintEdited} generated={generatedImprint} onStart={startFromGenerated} />}
          <TextField
            label="Page Title"
            wide
            disabled={!ready}
            error={problems.error("title")}
            hint={page === "imprint" ? "Empty: “Impressum”, “Imprint”, … in each visitor's language" : undefined}
            {...text("title")}
          />
          <TextArea
            label="Content (Markdown)"
            rows={LEGAL_EDITOR_ROWS}
            disabled={!ready}
            error={problems.error("content")}
            placeholder="# Heading&#10;&#10;Your text…"
            {...text("content")}
          />
        </form>
        {preview && (
          <div className="panel" aria-label="Live preview">
            <h2>Live Preview</h2>
            <div className="preview" lang={language.language}>
              <h1>{shown("title") || LEGAL_TITLES[page]}</h1>
              {previewMarkdown.trim() ? (
                <MarkdownContent markdown={previewMarkdown} />
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
