import { useEffect, useState, type FormEvent } from "react";
import { parseLines, type CompanyInfo } from "../../../../../common/schemas";
import { useAdmin } from "../../app/context";
import { errorText, isStatus } from "../../api/http";
import { TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { useLoad } from "../../hooks/useAsync";
import { differs, useDirty } from "../../hooks/useDirty";

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

function toForm(info: Partial<CompanyInfo> | null): Form {
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

/** SPEC §2 Company Info; a 401 on update says so and logs out (SPEC §8). */
export function CompanyTab() {
  const { api, logout } = useAdmin();
  const { notify } = useFeedback();
  const { value, loading, error } = useLoad(() => api.company(), [api]);
  const [initial, setInitial] = useState<Form>(() => toForm(null));
  const [form, setForm] = useState<Form>(initial);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    const next = toForm(value);
    setInitial(next);
    setForm(next);
  }, [value]);
  useDirty(differs(form, initial));
  const field = (key: keyof Form, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key]} onChange={(e) => setForm((f) => ({ ...f, [key]: e.target.value }))} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    try {
      const { founded_year, features, ...rest } = form;
      await api.updateCompany({ ...rest, founded_year: founded_year.trim() === "" ? null : Number(founded_year), features: parseLines(features) });
      notify("Company info updated successfully!");
      setInitial(form);
    } catch (caught) {
      if (isStatus(caught, 401)) {
        notify("Authentication failed. Please log in again.", "error");
        logout();
        return;
      }
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
      {error !== null && <p className="warning">Company info could not be loaded: {errorText(error)}</p>}
      <form className="panel form-grid" onSubmit={submit} aria-busy={loading}>
        {field("name", "Company Name", { maxLength: 200 })}
        {field("tagline", "Tagline", { maxLength: 200 })}
        <TextArea label="Description" rows={4} value={form.description} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))} />
        {field("contact_email", "Contact Email", { type: "email" })}
        {field("phone", "Phone", { type: "tel" })}
        {field("founded_year", "Founded Year", { type: "number", min: 1800, max: 2200, step: 1 })}
        {field("address", "Address")}
        <TextArea label="Features (one per line)" rows={5} value={form.features} onChange={(e) => setForm((f) => ({ ...f, features: e.target.value }))} hint="Blank lines are dropped" />
        <div className="form-actions">
          <button type="submit" className="button primary" disabled={saving}>
            {saving ? "Saving..." : "Save Company Info"}
          </button>
          <button type="button" className="button" disabled={!differs(form, initial)} onClick={() => setForm(initial)}>
            Discard Changes
          </button>
        </div>
      </form>
    </section>
  );
}
