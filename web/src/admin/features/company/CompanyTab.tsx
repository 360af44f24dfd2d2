import { useState, type FormEvent } from "react";
import {
  COMPANY_TEXT_FIELDS,
  CompanyInfoInputSchema,
  parseLines,
  type CompanyInfo,
  type CompanyInfoInput,
  type TextFieldName,
} from "../../../../../common/contracts";
import { LIMITS } from "../../../../../common/limits";
import { errorText, isStatus } from "../../../lib/api/errors";
import { TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { translatable, useEditLanguage } from "../../hooks/useEditLanguage";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors, type FieldRules } from "../../lib/fieldErrors";
import { recordTextDrafts, recordTranslationsBody, recordUntranslated } from "../../lib/recordTranslations";
import { withTranslatedFields, type TextDrafts } from "../../lib/translations";
import type { Language } from "../../../../../common/i18n/languages";
import { useCompany, useUpdateCompany } from "../../api/company";
import { IMPRINT_LABELS, ImprintFields, type ImprintForm, type ImprintKey } from "./ImprintFields";

interface Form extends ImprintForm {
  name: string;
  tagline: string;
  description: string;
  contact_email: string;
  phone: string;
  founded_year: string;
  address: string;
  features: string;
  /** The tagline, description and features in other languages. */
  translations: TextDrafts;
}

function toForm(info: Partial<CompanyInfo> | undefined): Form {
  return {
    name: info?.name ?? "",
    tagline: info?.tagline ?? "",
    description: info?.description ?? "",
    contact_email: info?.contact_email ?? "",
    phone: info?.phone ?? "",
    founded_year: info?.founded_year == null ? "" : String(info.founded_year),
    address: info?.address ?? "",
    features: (info?.features ?? []).join("\n"),
    legal_form: info?.legal_form ?? "",
    managing_directors: (info?.managing_directors ?? []).join("\n"),
    register_court: info?.register_court ?? "",
    register_number: info?.register_number ?? "",
    vat_id: info?.vat_id ?? "",
    supervisory_authority: info?.supervisory_authority ?? "",
    translations: recordTextDrafts(info, COMPANY_TEXT_FIELDS),
  };
}

const COMPANY_RULES: FieldRules = withTranslatedFields({
  labels: {
    name: "Company Name",
    tagline: "Tagline",
    description: "Description",
    contact_email: "Contact Email",
    phone: "Phone",
    founded_year: "Founded Year",
    address: "Address",
    features: "Features",
    ...IMPRINT_LABELS,
  },
});

function toBody({ founded_year, features, managing_directors, translations, ...rest }: Form, defaultLanguage: Language): CompanyInfoInput {
  return {
    ...rest,
    founded_year: founded_year.trim() === "" ? null : Number(founded_year),
    features: parseLines(features),
    managing_directors: parseLines(managing_directors),
    translations: recordTranslationsBody(translations, COMPANY_TEXT_FIELDS, defaultLanguage) as CompanyInfoInput["translations"],
  };
}

/** Company Info; a 401 on update says so (and signs out, see the query client). */
export function CompanyTab() {
  const { notify } = useFeedback();
  const query = useCompany();
  const update = useUpdateCompany();
  const { form, setForm, dirty, setSaved, discard } = useServerForm(query.data, toForm);
  const problems = useFieldErrors(COMPANY_RULES);
  const [saving, setSaving] = useState(false);
  const language = useEditLanguage();
  const text = (key: TextFieldName<typeof COMPANY_TEXT_FIELDS>) =>
    translatable(
      language,
      form[key],
      form.translations,
      key,
      (value) => set(key, value),
      (translations) => {
        setForm((f) => ({ ...f, translations }));
        problems.clear(key);
      },
    );
  const set = (key: Exclude<keyof Form, "translations">, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    problems.clear(key);
  };
  const field = (key: Exclude<keyof Form, "translations">, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key]} error={problems.error(key)} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toBody(form, language.defaultLanguage);
    const problem = problems.show(schemaErrors(CompanyInfoInputSchema, body, COMPANY_RULES));
    if (problem) return notify(`Error updating company info: ${problem}`, "error");
    setSaving(true);
    try {
      // The answer as the form shows it: the VAT id as it is stored (upper case, without spaces).
      const saved = toForm(await update.mutateAsync(body));
      notify("Company info updated successfully!");
      setSaved(saved, saved);
    } catch (caught) {
      if (isStatus(caught, 401)) {
        notify("Authentication failed. Please log in again.", "error");
        return;
      }
      problems.showServer(caught);
      notify(`Error updating company info: ${errorText(caught)}`, "error");
    } finally {
      setSaving(false);
    }
  }

  return (
    <section aria-labelledby="company-title">
      <div className="tab-header">
        <div>
          <h1 id="company-title">Company Info</h1>
          <p className="muted">Your company's details, used on the website, in its imprint and in e-mails.</p>
        </div>
      </div>
      {query.error && <p className="warning">Company info could not be loaded: {errorText(query.error)}</p>}
      <form className="panel form-grid" onSubmit={submit} noValidate {...problems.scope} aria-busy={query.isFetching}>
        <LanguageSwitch
          edit={language}
          label="Language of the company's texts"
          untranslated={(other) => recordUntranslated(form, form.translations, COMPANY_TEXT_FIELDS, other, language.defaultLanguage)}
        />
        {field("name", "Company Name", { maxLength: LIMITS.name })}
        <TextField label="Tagline" maxLength={LIMITS.title} error={problems.error("tagline")} {...text("tagline")} />
        <TextArea label="Description" rows={4} error={problems.error("description")} {...text("description")} />
        {field("contact_email", "Contact Email", { type: "email" })}
        {field("phone", "Phone", { type: "tel" })}
        {field("founded_year", "Founded Year", { type: "number", min: 1800, max: 2200, step: 1 })}
        {field("address", "Address")}
        <TextArea
          label="Features (one per line)"
          rows={5}
          error={problems.error("features")}
          {...text("features")}
          hint={language.translating ? "The whole list in this language; empty: the default language's features" : "Blank lines are dropped"}
        />
        <ImprintFields form={form} set={set} error={(key: ImprintKey) => problems.error(key) ?? null} />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? "Saving..." : "Save Company Info"}
          </button>
          <button type="button" className="button" disabled={!dirty} onClick={() => (discard(), problems.clear())}>
            Discard Changes
          </button>
        </div>
      </form>
    </section>
  );
}
