import { useState, type FormEvent } from "react";
import { PAGE_LIMITS, PAGE_TEXT_FIELDS, type Page, type TextFieldName } from "../../../../../common/contracts";
import { MarkdownContent } from "../../../lib/markdown";
import { useApi } from "../../api/client";
import { useSiteLanguages } from "../../api/siteLanguages";
import { TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { DialogButtons } from "../../components/ui/DialogButtons";
import { Modal } from "../../components/ui/Modal";
import { useFormDialog } from "../../hooks/useFormDialog";
import { Switch } from "../../components/ui/Switch";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { withTranslatedFields } from "../../lib/translations";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { schemaErrors } from "../../lib/fieldErrors";
import { PageUpdateSchema, type PageInput } from "../../../../../common/contracts";
import { useSavePage } from "./api";
import { createdText } from "./pageTexts";
import { formToPage, PAGE_RULES, pageErrors, pageToForm, slugFromTitle, type PageForm } from "./pageForm";

const PAGE_TEXT_RULES = withTranslatedFields(PAGE_RULES);

const EMPTY_PREVIEW = "Nothing written yet: the page shows only its title.";

interface Props {
  page: Page | null;
  onClose: () => void;
}

/**
 * Create or edit a page: title, address, meta description, markdown content beside its live preview (rendered
 * as visitors get it: no raw HTML), published and footer switches. Closing it with unsaved changes asks first.
 */
export function PageDialog({ page, onClose }: Props) {
  const { baseUrl } = useApi();
  const savePage = useSavePage();
  // The title, description and content in other languages: kept beside the form, sent with every save.
  const translations = useTranslationDrafts(page, PAGE_TEXT_FIELDS);
  const language = translations.language;
  const { form, setForm, set, problems, requestClose, saving, save } = useFormDialog<PageForm>({
    start: () => pageToForm(page),
    rules: PAGE_TEXT_RULES,
    onClose,
    alsoChanged: translations.dirty,
  });
  // A new page's address follows its title until the address is typed in.
  const [slugTyped, setSlugTyped] = useState(page !== null);
  // The title field holds the text in the site's default language: its address is made in that language.
  const { defaultLanguage } = useSiteLanguages();
  const [preview, setPreview] = useState(true);
  const sentTranslations = () => translations.body() as PageInput["translations"];
  const translated = (key: TextFieldName<typeof PAGE_TEXT_FIELDS>, setOwn: (text: string) => void) =>
    translations.field(key, form[key], setOwn, () => problems.clear(key));
  /** What the preview shows: the chosen language's text, else the default one's (as visitors see it). */
  const shown = (key: TextFieldName<typeof PAGE_TEXT_FIELDS>) => (language.translating && translations.text(language.language, key).trim()) || form[key];

  const setTitle = (title: string) => {
    setForm((f) => ({ ...f, title, ...(slugTyped ? {} : { slug: slugFromTitle(title, defaultLanguage) }) }));
    problems.clear("title");
    if (!slugTyped) problems.clear("slug");
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problems.show(pageErrors(form)) || problems.show(schemaErrors(PageUpdateSchema, { translations: sentTranslations() }, PAGE_TEXT_RULES))) return;
    await save(() => savePage.mutateAsync({ id: page?.id ?? null, page: { ...formToPage(form), translations: sentTranslations() } }), {
      saved: page ? "Page updated successfully!" : createdText(formToPage(form)),
      failed: page ? "Error updating page: " : "Error creating page: ",
    });
  }

  const address = `${baseUrl || window.location.origin}/${form.slug.trim() || "…"}`;
  return (
    <Modal
      title={page ? `Edit Page: ${page.title}` : "New Page"}
      size="large"
      onClose={requestClose}
      footer={<DialogButtons formId="page-form" saving={saving} submitText={page ? "Update Page" : "Create Page"} onCancel={requestClose} />}
    >
      <form id="page-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        <LanguageSwitch edit={language} label="Language of the page's texts" untranslated={translations.untranslated(form)} />
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
