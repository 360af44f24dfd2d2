import { useEffect, useRef, useState } from "react";
import { ContentBlockInputSchema } from "../../../../../common/contracts";
import { TextArea, TextField } from "../../components/ui/Field";
import { HrefField } from "../../components/ui/HrefField";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors, type FieldRules } from "../../lib/fieldErrors";
import { useHomepageContent, useReloadContent, useSaveSection, type HomepageSection } from "./api";
import { contentSaveError, SECTIONS, toForms, type ContentForms, type SectionForm } from "./contentForms";

const RELOAD_AFTER_SAVE_MS = 1000;

const CONTENT_RULES: FieldRules = {
  labels: { title: "Title", subtitle: "Subtitle", description: "Description", button_text: "Button Text", button_url: "Link" },
  fieldOf: (path) => (path === "content" ? "description" : path in CONTENT_RULES.labels ? path : null),
};

/** Website Content: hero, features and about; Save to Database (POST, PUT on 405), Reload from Database. */
export function ContentTab() {
  const { notify, confirm } = useFeedback();
  const query = useHomepageContent();
  const saveSection = useSaveSection();
  const reloadContent = useReloadContent();
  // A reload keeps unsaved edits; "Reload from Database" throws them away first.
  const { form: forms, setForm: setForms, saved, dirty, setSaved, discard } = useServerForm(query.data, toForms);
  const [section, setSection] = useState<HomepageSection>("hero");
  const [saving, setSaving] = useState(false);
  const [lastSave, setLastSave] = useState("none yet");
  const problems = useFieldErrors(CONTENT_RULES);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const form = forms?.[section];
  const set = (key: keyof SectionForm, text: string) => {
    setForms((all) => (all ? { ...all, [section]: { ...all[section], [key]: text } } : all));
    problems.clear(key);
  };

  async function reloadAll() {
    if (dirty && !(await confirm("Discard your unsaved changes and reload the content from the database?", { confirmLabel: "Reload" }))) return;
    discard();
    await reloadContent();
  }

  async function save() {
    if (!form || !forms || !saved) return;
    const body = { ...form, subtitle: section === "hero" ? form.subtitle : "" };
    const problem = problems.show(schemaErrors(ContentBlockInputSchema, body, CONTENT_RULES));
    if (problem) return notify(`Error saving content: ${problem}`, "error");
    setSaving(true);
    try {
      await saveSection.mutateAsync({ section, block: body });
      const label = SECTIONS.find((s) => s.id === section)?.label;
      notify(`${label} content saved successfully!`);
      setLastSave(`${section}: saved at ${new Date().toLocaleTimeString()}`);
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

  return (
    <section aria-labelledby="content-title">
      <div className="tab-header">
        <div>
          <h1 id="content-title">Website Content</h1>
          <p className="muted">Edit the homepage sections visitors see first.</p>
        </div>
        <div className="actions">
          <button type="button" className="button" onClick={reloadAll} disabled={query.isFetching}>
            Reload from Database
          </button>
          <button type="button" className="button primary" onClick={save} disabled={saving || !form}>
            {saving ? "Saving..." : "Save to Database"}
          </button>
        </div>
      </div>
      <div className="split">
        <nav className="section-list" aria-label="Content sections">
          {SECTIONS.map(({ id, label }) => {
            const hasTitle = !!forms?.[id]?.title.trim();
            return (
              <button key={id} type="button" className="button" aria-pressed={id === section} onClick={() => (setSection(id), problems.clear())}>
                <span>{label}</span>
                <span className={`badge ${hasTitle ? "badge-green" : "badge-gray"}`}>{hasTitle ? "Has title" : "No title"}</span>
              </button>
            );
          })}
        </nav>
        <div className="panel">
          {!form ? (
            <p className="empty-state">Loading content...</p>
          ) : (
            <form className="form-grid" onSubmit={(e) => (e.preventDefault(), void save())} noValidate {...problems.scope}>
              <h2 className="field-wide">{SECTIONS.find((s) => s.id === section)?.label} Section</h2>
              <TextField label="Title" wide value={form.title} error={problems.error("title")} onChange={(e) => set("title", e.target.value)} />
              {section === "hero" && (
                <TextField label="Subtitle" wide value={form.subtitle} error={problems.error("subtitle")} onChange={(e) => set("subtitle", e.target.value)} />
              )}
              <TextArea
                label="Description"
                rows={6}
                value={form.description}
                error={problems.error("description")}
                onChange={(e) => set("description", e.target.value)}
              />
              <TextField
                label="Button Text"
                value={form.button_text}
                error={problems.error("button_text")}
                onChange={(e) => set("button_text", e.target.value)}
              />
              <HrefField
                label="Button URL"
                value={form.button_url}
                error={problems.error("button_url")}
                onChange={(e) => set("button_url", e.target.value)}
                hint="e.g. #hosting, /terms or https://…"
              />
            </form>
          )}
        </div>
      </div>
      <div className="debug-box" aria-label="Debug info">
        {`Debug info\nSection: ${section}\nLoaded from: ${query.data?.source ?? (query.isFetching ? "loading..." : "—")}\nLast save: ${lastSave}`}
      </div>
    </section>
  );
}
