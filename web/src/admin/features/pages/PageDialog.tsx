import { useState, type FormEvent } from "react";
import { PAGE_LIMITS, type Page } from "../../../../../common/contracts";
import { MarkdownContent } from "../../../lib/markdown";
import { errorText, isStatus } from "../../../lib/api/errors";
import { useApi } from "../../api/client";
import { TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { useFeedback } from "../../components/ui/Feedback";
import { Modal } from "../../components/ui/Modal";
import { Switch } from "../../components/ui/Switch";
import { useCloseGuard } from "../../hooks/useCloseGuard";
import { differs, useDirty } from "../../hooks/useDirty";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { draftText, toTextDrafts, translationsBody, untranslatedCount, withTranslatedFields } from "../../lib/translations";
import { schemaErrors } from "../../lib/fieldErrors";
import { PageUpdateSchema, type PageInput } from "../../../../../common/contracts";
import { useSavePage } from "./api";
import { formToPage, PAGE_RULES, pageErrors, pageToForm, slugFromTitle, type PageForm } from "./pageForm";

/** A page's texts that have translations (its address is the same in every language). */
const TEXT_FIELDS = ["title", "description", "body"] as const;
const PAGE_TEXT_RULES = withTranslatedFields(PAGE_RULES);

export const EMPTY_PREVIEW = "Nothing written yet: the page shows only its title.";

interface Props {
  page: Page | null;
  onClose: () => void;
}

/**
 * Create or edit a page: title, address, meta description, markdown content beside its live preview (rendered
 * as visitors get it: no raw HTML), published and footer switches. Closing it with unsaved changes asks first.
 */
export function PageDialog({ page, onClose }: Props) {
  const { notify } = useFeedback();
  const { baseUrl } = useApi();
  const save = useSavePage();
  const problems = useFieldErrors(PAGE_TEXT_RULES);
  const [initial] = useState(() => pageToForm(page));
  const [form, setForm] = useState<PageForm>(initial);
  // A new page's address follows its title until the address is typed in.
  const [slugTyped, setSlugTyped] = useState(page !== null);
  const [preview, setPreview] = useState(true);
  const [busy, setBusy] = useState(false);
  // The title, description and content in other languages: kept beside the form, sent with every save.
  const language = useEditLanguage();
  const [initialTranslations] = useState(() => toTextDrafts(page?.translations, TEXT_FIELDS));
  const [translations, setTranslations] = useState(initialTranslations);
  const sentTranslations = () => translationsBody(translations, TEXT_FIELDS, language.defaultLanguage) as PageInput["translations"];
  const translated = (key: (typeof TEXT_FIELDS)[number], setOwn: (text: string) => void) =>
    translatable(language, form[key], translations, key, setOwn, (drafts) => (setTranslations(drafts), problems.clear(key)));
  /** What the preview shows: the chosen language's text, else the default one's (as visitors see it). */
  const shown = (key: (typeof TEXT_FIELDS)[number]) => (language.translating && draftText(translations, language.language, key).trim()) || form[key];
  const dirty = differs(form, initial) || differs(translations, initialTranslations);
  useDirty(dirty);
  const requestClose = useCloseGuard(dirty, onClose);
  const errorPrefix = page ? "Error updating page: " : "Error creating page: ";

  const set = <K extends keyof PageForm>(key: K, value: PageForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    problems.clear(key);
  };
  const setTitle = (title: string) => {
    setForm((f) => ({ ...f, title, ...(slugTyped ? {} : { slug: slugFromTitle(title) }) }));
    problems.clear("title");
    if (!slugTyped) problems.clear("slug");
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problems.show(pageErrors(form)) || problems.show(schemaErrors(PageUpdateSchema, { translations: sentTranslations() }, PAGE_TEXT_RULES))) return;
    setBusy(true);
    try {
      await save.mutateAsync({ id: page?.id ?? null, page: { ...formToPage(form), translations: sentTranslations() } });
      notify(page ? "Page updated successfully!" : "Page created successfully!");
      onClose();
    } catch (caught) {
      setBusy(false);
      // A 401 has already signed the administrator out (see the query client).
      if (isStatus(caught, 401)) return;
      problems.showServer(caught);
      notify(`${errorPrefix}${errorText(caught)}`, "error");
    }
  }

  const address = `${baseUrl || window.location.origin}/${form.slug.trim() || "…"}`;
  return (
    <Modal
      title={page ? `Edit Page: ${page.title}` : "New Page"}
      size="large"
      onClose={requestClose}
      footer={
        <>
          <button type="button" className="button" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" form="page-form" className="button primary" disabled={busy}>
            {busy ? "Saving..." : page ? "Update Page" : "Create Page"}
          </button>
        </>
      }
    >
      <form id="page-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        <LanguageSwitch
          edit={language}
          label="Language of the page's texts"
          untranslated={(other) => untranslatedCount({ ...form, translations: sentTranslations() }, other, TEXT_FIELDS)}
        />
        <TextField label="Title *" error={problems.error("title")} maxLength={PAGE_LIMITS.title} placeholder="About Us" {...translated("title", setTitle)} />
        <TextField
          label="Address *"
          value={form.slug}
          error={problems.error("slug")}
          maxLength={PAGE_LIMITS.slug}
          spellCheck={false}
          autoComplete="off"
          onChange={(e) => (setSlugTyped(true), set("slug", e.target.value))}
          placeholder="about-us"
          hint={
            <>
              Shown at <span className="page-address">{address}</span>. Lower-case letters, digits and hyphens.
            </>
          }
        />
        <TextField
          label="Meta description"
          wide
          error={problems.error("description")}
          maxLength={PAGE_LIMITS.description}
          {...translated("description", (text) => set("description", text))}
          hint={`What search engines show under the title (${translated("description", () => undefined).value.length} of ${PAGE_LIMITS.description} characters).`}
        />
        <div className="field-wide page-switches">
          <Switch
            label="Published"
            checked={form.published}
            onChange={(e) => set("published", e.target.checked)}
            hint="Off: visitors of the address get the “page not found” page."
          />
          <Switch
            label="Show in footer"
            checked={form.show_in_footer}
            onChange={(e) => set("show_in_footer", e.target.checked)}
            hint="Listed in the footer's Company column while published."
          />
        </div>
        <div className="field-wide page-editor-bar">
          <button type="button" className="button small" aria-pressed={preview} onClick={() => setPreview((p) => !p)}>
            {preview ? "Hide Preview" : "Show Preview"}
          </button>
        </div>
        <div className={`field-wide page-editor${preview ? "" : " no-preview"}`}>
          <TextArea
            label="Content (Markdown)"
            rows={16}
            error={problems.error("body")}
            placeholder="## Our data centres&#10;&#10;Your text…"
            {...translated("body", (text) => set("body", text))}
            hint="## headings, **bold**, [links](https://…), lists and tables; raw HTML is left out."
          />
          {preview && (
            <section className="page-preview" aria-label="Live preview">
              <h3 className="small muted">Live Preview</h3>
              <div className="preview" lang={language.language}>
                <h1>{shown("title").trim() || "Untitled page"}</h1>
                {shown("body").trim() ? <MarkdownContent markdown={shown("body")} /> : <p className="muted">{EMPTY_PREVIEW}</p>}
              </div>
            </section>
          )}
        </div>
      </form>
    </Modal>
  );
}
