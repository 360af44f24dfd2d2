import { useEffect, useMemo, useRef, useState } from "react";
import { ContentBlockInputSchema } from "../../../../../common/contracts";
import { TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { HrefField } from "../../components/ui/HrefField";
import { useFeedback } from "../../components/ui/Feedback";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors } from "../../lib/fieldErrors";
import { draftText, withDraftText } from "../../lib/translations";
import { useFaq, useHomepageContent, useReloadContent, useSaveSection, type HomepageSection } from "../../api/content";
import { contentRules, contentSaveError, SECTIONS, sectionBody, sectionUntranslated, toForms, type ContentForms, type SectionForm } from "./contentForms";
import { FaqEditor } from "./FaqEditor";
import { CardsEditor, HighlightsEditor, StatsEditor, TranslatedHighlights } from "./HomeLists";
import { formatTime } from "../../lib/format";

const RELOAD_AFTER_SAVE_MS = 1000;

/** The editor's choices: a home page section, or the FAQ (a list saved on its own). */
type Shown = HomepageSection | "faq";

/**
 * Website Content: hero, features and about (Save to Database sends the shown section; Reload from Database),
 * and the FAQ with its own Save.
 */
export function ContentTab() {
  const { notify, confirm } = useFeedback();
  const query = useHomepageContent();
  const faq = useFaq();
  const saveSection = useSaveSection();
  const reloadContent = useReloadContent();
  // A reload keeps unsaved edits; "Reload from Database" throws them away first.
  const { form: forms, setForm: setForms, saved, dirty, setSaved, discard } = useServerForm(query.data, toForms);
  const [shown, setShown] = useState<Shown>("hero");
  const section: HomepageSection = shown === "faq" ? "hero" : shown;
  const [saving, setSaving] = useState(false);
  const [lastSave, setLastSave] = useState("none yet");
  const form = forms?.[section];
  const rules = useMemo(() => contentRules(section, form), [section, form]);
  const problems = useFieldErrors(rules);
  const edit = useEditLanguage();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const update = (change: Partial<SectionForm>) => setForms((all) => (all ? { ...all, [section]: { ...all[section], ...change } } : all));
  const set = (key: keyof SectionForm, text: string) => {
    update({ [key]: text });
    problems.clear(key);
  };
  /** A text field's props: its own text, or its translation while another language is chosen. */
  const text = (key: "title" | "subtitle" | "description" | "button_text" | "button_url" | "secondary_button_text" | "secondary_button_url") =>
    form
      ? translatable(
          edit,
          form[key],
          form.translations,
          key,
          (value) => set(key, value),
          (translations) => {
            update({ translations });
            problems.clear(key);
          },
        )
      : { value: "", onChange: () => undefined };
  /** A list's entry changed: its field's problem goes. */
  const editList = (change: Partial<SectionForm>, field: string) => {
    update(change);
    problems.clear(field);
  };
  /** Entries were added, removed or moved: problems are shown by position, so they all go. */
  const reshape = (change: Partial<SectionForm>) => {
    update(change);
    problems.clear();
  };

  async function reloadAll() {
    if (dirty && !(await confirm("Discard your unsaved changes and reload the content from the database?", { confirmLabel: "Reload" }))) return;
    discard();
    await reloadContent();
  }

  async function save() {
    if (!form || !forms || !saved) return;
    const body = sectionBody(section, form, edit.defaultLanguage);
    const problem = problems.show(schemaErrors(ContentBlockInputSchema, body, rules));
    if (problem) return notify(`Error saving content: ${problem}`, "error");
    setSaving(true);
    try {
      await saveSection.mutateAsync({ section, block: body });
      const label = SECTIONS.find((s) => s.id === section)?.label;
      notify(`${label} content saved successfully!`);
      setLastSave(`${section}: saved at ${formatTime(new Date())}`);
      setSaved({ ...saved, [section]: form } as ContentForms);
      timer.current = window.setTimeout(() => void reloadContent(), RELOAD_AFTER_SAVE_MS);
    } catch (caught) {
      problems.showServer(caught);
      notify(contentSaveError(caught), "error");
      setLastSave(`${section}: failed (${contentSaveError(caught)})`);
    } finally {
      setSaving(false);
    }
  }

  const questions = faq.data?.length ?? 0;
  return (
    <section aria-labelledby="content-title">
      <div className="tab-header">
        <div>
          <h1 id="content-title">Website Content</h1>
          <p className="muted">Edit the homepage sections visitors see first, and the questions of its FAQ.</p>
        </div>
        {shown !== "faq" && (
          <div className="actions">
            <button type="button" className="button" onClick={reloadAll} disabled={query.isFetching}>
              Reload from Database
            </button>
            <button type="button" className="button primary" onClick={save} disabled={saving || !form}>
              {saving ? "Saving..." : "Save to Database"}
            </button>
          </div>
        )}
      </div>
      <div className="split">
        <nav className="section-list" aria-label="Content sections">
          {SECTIONS.map(({ id, label }) => {
            const hasTitle = !!forms?.[id]?.title.trim();
            return (
              <button key={id} type="button" className="button" aria-pressed={id === shown} onClick={() => (setShown(id), problems.clear())}>
                <span>{label}</span>
                <span className={`badge ${hasTitle ? "badge-green" : "badge-gray"}`}>{hasTitle ? "Has title" : "No title"}</span>
              </button>
            );
          })}
          <button type="button" className="button" aria-pressed={shown === "faq"} onClick={() => (setShown("faq"), problems.clear())}>
            <span>FAQ</span>
            <span className={`badge ${questions ? "badge-green" : "badge-gray"}`}>
              {questions === 0 ? "Hidden" : questions === 1 ? "1 question" : `${questions} questions`}
            </span>
          </button>
        </nav>
        {/* The FAQ editor stays mounted while a section is shown, so its unsaved edits stay too. */}
        <div className="panel" hidden={shown !== "faq"}>
          <FaqEditor />
        </div>
        {shown !== "faq" && (
          <div className="panel">
            {!form ? (
              <p className="empty-state">Loading content...</p>
            ) : (
              <form className="form-grid" onSubmit={(e) => (e.preventDefault(), void save())} noValidate {...problems.scope}>
                <h2 className="field-wide">{SECTIONS.find((s) => s.id === section)?.label} Section</h2>
                <LanguageSwitch
                  edit={edit}
                  label="Language of the section's texts"
                  untranslated={(language) => sectionUntranslated(section, form, language, edit.defaultLanguage)}
                />
                <FormError>{problems.summary}</FormError>
                <TextField label="Title" wide error={problems.error("title")} {...text("title")} />
                {section === "hero" && <TextField label="Subtitle" wide error={problems.error("subtitle")} {...text("subtitle")} />}
                <TextArea label="Description" rows={6} error={problems.error("description")} {...text("description")} />
                <TextField label="Button Text" error={problems.error("button_text")} {...text("button_text")} />
                <HrefField label="Button URL" error={problems.error("button_url")} {...text("button_url")} hint="e.g. #hosting, /terms or https://…" />
                {section === "hero" && (
                  <>
                    <TextField
                      label="Second Button Text"
                      error={problems.error("secondary_button_text")}
                      {...text("secondary_button_text")}
                      hint="Empty: the second button is hidden"
                    />
                    <HrefField
                      label="Second Button URL"
                      error={problems.error("secondary_button_url")}
                      {...text("secondary_button_url")}
                      hint="e.g. #contact or /about-us"
                    />
                    {edit.translating ? (
                      <TranslatedHighlights
                        items={form.highlights}
                        language={edit.language}
                        error={problems.error("highlights")}
                        value={draftText(form.translations, edit.language, "highlights")}
                        onChange={(value) => {
                          update({ translations: withDraftText(form.translations, edit.language, "highlights", value) });
                          problems.clear("highlights");
                        }}
                      />
                    ) : (
                      <HighlightsEditor
                        items={form.highlights}
                        problems={problems}
                        onEdit={(highlights, field) => editList({ highlights }, field)}
                        onReshape={(highlights) => reshape({ highlights })}
                      />
                    )}
                  </>
                )}
                {section === "features" && (
                  <CardsEditor
                    items={form.cards}
                    problems={problems}
                    edit={edit}
                    onEdit={(cards, field) => editList({ cards }, field)}
                    onReshape={(cards) => reshape({ cards })}
                  />
                )}
                {section === "about" && (
                  <StatsEditor
                    items={form.stats}
                    problems={problems}
                    edit={edit}
                    onEdit={(stats, field) => editList({ stats }, field)}
                    onReshape={(stats) => reshape({ stats })}
                  />
                )}
              </form>
            )}
          </div>
        )}
      </div>
      <div className="debug-box" aria-label="Debug info">
        {`Debug info\nSection: ${shown}\nLoaded from: ${query.data?.source ?? (query.isFetching ? "loading..." : "—")}\nLast save: ${lastSave}`}
      </div>
    </section>
  );
}
