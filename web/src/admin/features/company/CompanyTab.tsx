import { useState, type FormEvent } from "react";
import { CompanyInfoInputSchema, parseLines, type CompanyInfo, type CompanyInfoInput } from "../../../../../common/contracts";
import { LIMITS } from "../../../../../common/limits";
import { errorText, isStatus } from "../../../lib/api/errors";
import { TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { useServerForm } from "../../hooks/useServerForm";
import { schemaErrors, type FieldRules } from "../../lib/fieldErrors";
import { useCompany, useUpdateCompany } from "./api";

interface Form {
  name: string;
  tagline: string;
  description: string;
  contact_email: string;
  phone: string;
  founded_year: string;
  address: string;
  features: string;
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
  };
}

const COMPANY_RULES: FieldRules = {
  labels: {
    name: "Company Name",
    tagline: "Tagline",
    description: "Description",
    contact_email: "Contact Email",
    phone: "Phone",
    founded_year: "Founded Year",
    address: "Address",
    features: "Features",
  },
};

function toBody({ founded_year, features, ...rest }: Form): CompanyInfoInput {
  return { ...rest, founded_year: founded_year.trim() === "" ? null : Number(founded_year), features: parseLines(features) };
}

/** Company Info; a 401 on update says so (and signs out, see the query client). */
export function CompanyTab() {
  const { notify } = useFeedback();
  const query = useCompany();
  const update = useUpdateCompany();
  const { form, setForm, dirty, setSaved, discard } = useServerForm(query.data, toForm);
  const problems = useFieldErrors(COMPANY_RULES);
  const [saving, setSaving] = useState(false);
  const set = (key: keyof Form, value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    problems.clear(key);
  };
  const field = (key: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key]} error={problems.error(key)} onChange={(e) => set(key, e.target.value)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = toBody(form);
    const problem = problems.show(schemaErrors(CompanyInfoInputSchema, body, COMPANY_RULES));
    if (problem) return notify(`Error updating company info: ${problem}`, "error");
    setSaving(true);
    try {
      await update.mutateAsync(body);
      notify("Company info updated successfully!");
      setSaved(form);
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
          <p className="muted">Your company's details, used on the website and in e-mails.</p>
        </div>
      </div>
      {query.error && <p className="warning">Company info could not be loaded: {errorText(query.error)}</p>}
      <form className="panel form-grid" onSubmit={submit} noValidate {...problems.scope} aria-busy={query.isFetching}>
        {field("name", "Company Name", { maxLength: LIMITS.name })}
        {field("tagline", "Tagline", { maxLength: LIMITS.title })}
        <TextArea
          label="Description"
          rows={4}
          value={form.description}
          error={problems.error("description")}
          onChange={(e) => set("description", e.target.value)}
        />
        {field("contact_email", "Contact Email", { type: "email" })}
        {field("phone", "Phone", { type: "tel" })}
        {field("founded_year", "Founded Year", { type: "number", min: 1800, max: 2200, step: 1 })}
        {field("address", "Address")}
        <TextArea
          label="Features (one per line)"
          rows={5}
          value={form.features}
          error={problems.error("features")}
          onChange={(e) => set("features", e.target.value)}
          hint="Blank lines are dropped"
        />
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
