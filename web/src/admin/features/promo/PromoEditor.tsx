import { useState, type FormEvent } from "react";
import { PROMO_LOCATIONS, type PromoCode } from "../../../../../common/schemas";
import { useAdmin } from "../../app/context";
import { errorText } from "../../api/http";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { HrefField } from "../../components/ui/HrefField";
import { useFeedback } from "../../components/ui/Feedback";
import { differs, useDirty } from "../../hooks/useDirty";
import { formToPromo, LOCATION_LABELS, promoErrors, promoToForm, type PromoForm } from "./promoForm";

/** The promo form (create or edit) with the validation of SPEC §5. */
export function PromoEditor({ promo, onDone }: { promo: PromoCode | null; onDone: (saved: boolean) => void }) {
  const { api } = useAdmin();
  const { notify } = useFeedback();
  const [initial] = useState(() => promoToForm(promo));
  const [form, setForm] = useState<PromoForm>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  useDirty(differs(form, initial));
  const set = <K extends keyof PromoForm>(key: K, value: PromoForm[K]) => setForm((f) => ({ ...f, [key]: value }));
  const text = (key: keyof PromoForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key] as string} error={errors[key]} onChange={(e) => set(key, e.target.value as never)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = promoErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      if (promo) await api.updatePromo(promo.id, formToPromo(form));
      else await api.createPromo(formToPromo(form));
      notify("Promo code saved successfully!");
      onDone(true);
    } catch (caught) {
      notify(`Error saving promo code: ${errorText(caught)}`, "error");
      setSaving(false);
    }
  }

  return (
    <form className="panel form-grid" onSubmit={submit} noValidate aria-labelledby="promo-form-title">
      <h2 id="promo-form-title" className="field-wide">
        {promo ? `Edit Promo Code ${promo.code}` : "New Promo Code"}
      </h2>
      {text("code", "Code *", { required: true, maxLength: 50, style: { textTransform: "uppercase" }, onChange: (e: React.ChangeEvent<HTMLInputElement>) => set("code", e.target.value.toUpperCase()) })}
      {text("title", "Title *", { required: true, maxLength: 200 })}
      <TextArea label="Description *" rows={3} required value={form.description} error={errors.description} onChange={(e) => set("description", e.target.value)} />
      {text("discount_percentage", "Discount (%)", { type: "number", min: 0, max: 100, step: 1, hint: "Whole number, 0–100" })}
      {text("discount_amount", "Discount Amount ($)", { type: "number", min: 0, step: 0.01 })}
      {text("starts_at", "Start Date", { type: "datetime-local", hint: "Empty: shown at once. A scheduled code appears on the website at this time (your local time) by itself" })}
      {text("expiry_date", "Expiry Date", { type: "date", hint: "Empty: never expires" })}
      <SelectField label="Display Location" value={form.display_location} onChange={(e) => set("display_location", e.target.value as PromoForm["display_location"])}>
        {PROMO_LOCATIONS.map((l) => (
          <option key={l} value={l}>
            {LOCATION_LABELS[l]}
          </option>
        ))}
      </SelectField>
      {text("button_text", "Button Text")}
      <HrefField label="Button URL" value={form.button_url} error={errors.button_url} onChange={(e) => set("button_url", e.target.value)} placeholder="https://… or /order" hint="Empty: the button copies the code. Also takes a page of this site (/order) or a section (#pricing)" />
      <div className="field-wide">
        <Checkbox label="Active" checked={form.is_active} onChange={(e) => set("is_active", e.target.checked)} />
      </div>
      <div className="form-actions">
        <button type="submit" className="button primary" disabled={saving}>
          {saving ? "Saving..." : promo ? "Update Promo Code" : "Create Promo Code"}
        </button>
        <button type="button" className="button" onClick={() => onDone(false)}>
          Cancel
        </button>
      </div>
    </form>
  );
}
