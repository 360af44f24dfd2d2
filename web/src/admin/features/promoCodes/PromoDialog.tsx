import type { FormEvent } from "react";
import { PROMO_LOCATIONS, PROMO_TEXT_FIELDS, type PromoCode, type TextFieldName } from "../../../../../common/contracts";
import { amountStep } from "../../../../../common/currencyAmounts";
import { DEFAULT_CURRENCY } from "../../../../../common/i18n/currencies";
import { LIMITS } from "../../../../../common/limits";
import { money } from "../../../../../common/money";
import { useLoadedSiteSettings } from "../../api/siteSettings";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { HrefField } from "../../components/ui/HrefField";
import { DialogButtons } from "../../components/ui/DialogButtons";
import { Modal } from "../../components/ui/Modal";
import { useFormDialog } from "../../hooks/useFormDialog";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { withTranslatedFields } from "../../lib/translations";
import { schemaErrors } from "../../lib/fieldErrors";
import { PromoUpdateSchema, type PromoInput } from "../../../../../common/contracts";
import { useSavePromoCode } from "./api";
import { formToPromo, LOCATION_LABELS, PROMO_RULES, promoErrors, promoToForm, type PromoForm } from "./promoForm";

const PROMO_TEXT_RULES = withTranslatedFields(PROMO_RULES);

/** The promo form (create or edit) as a dialog, with the shared validation. Closing it with unsaved changes asks first. */
export function PromoDialog({ promo, onClose }: { promo: PromoCode | null; onClose: () => void }) {
  const savePromo = useSavePromoCode();
  // A fixed discount is in the site's default currency (its sign, its smallest step: whole yen, cents of euros).
  const defaultCurrency = useLoadedSiteSettings().data?.default_currency ?? DEFAULT_CURRENCY;
  const translations = useTranslationDrafts(promo, PROMO_TEXT_FIELDS);
  const { form, set, problems, requestClose, saving, save } = useFormDialog<PromoForm>({
    start: () => promoToForm(promo),
    rules: PROMO_TEXT_RULES,
    onClose,
    alsoChanged: translations.dirty,
  });
  const translated = (key: TextFieldName<typeof PROMO_TEXT_FIELDS>) =>
    translations.field(
      key,
      form[key],
      (text) => set(key, text),
      () => problems.clear(key),
    );
  const sentTranslations = () => translations.body() as PromoInput["translations"];
  const text = (key: keyof PromoForm, label: string, extra: Record<string, unknown> = {}) => (
    <TextField label={label} value={form[key] as string} error={problems.error(key)} onChange={(e) => set(key, e.target.value as never)} {...extra} />
  );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = problems.show(promoErrors(form)) ?? problems.show(schemaErrors(PromoUpdateSchema, { translations: sentTranslations() }, PROMO_TEXT_RULES));
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problem) return;
    await save(() => savePromo.mutateAsync({ id: promo?.id ?? null, promo: { ...formToPromo(form), translations: sentTranslations() } }), {
      saved: "Promo code saved successfully!",
      failed: "Error saving promo code: ",
    });
  }

  return (
    <Modal
      title={promo ? `Edit Promo Code ${promo.code}` : "New Promo Code"}
      onClose={requestClose}
      footer={<DialogButtons formId="promo-form" saving={saving} submitText={promo ? "Update Promo Code" : "Create Promo Code"} onCancel={requestClose} />}
    >
      <form id="promo-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        <LanguageSwitch edit={translations.language} label="Language of the promo's texts" untranslated={translations.untranslated(form)} />
        {text("code", "Code *", {
          required: true,
          maxLength: LIMITS.promoCode,
          className: "uppercase",
          onChange: (e: React.ChangeEvent<HTMLInputElement>) => set("code", e.target.value.toUpperCase()),
        })}
        <TextField
          label="Title *"
          required={!translations.language.translating}
          maxLength={LIMITS.title}
          error={problems.error("title")}
          {...translated("title")}
        />
        <TextArea
          label="Description *"
          rows={3}
          required={!translations.language.translating}
          error={problems.error("description")}
          {...translated("description")}
        />
        {text("discount_percentage", "Discount (%)", { type: "number", min: 0, max: 100, step: 1, hint: "Whole number, 0–100" })}
        {text("discount_amount", `Discount Amount (${money("en", defaultCurrency).sign})`, {
          type: "number",
          min: 0,
          step: amountStep(defaultCurrency),
          hint: `In ${defaultCurrency}, the site's default currency`,
        })}
        {text("starts_at", "Start Date", {
          type: "datetime-local",
          hint: "Empty: shown at once. A scheduled code appears on the website at this time (your local time) by itself",
        })}
        {text("expiry_date", "Expiry Date", { type: "date", hint: "Empty: never expires" })}
        <SelectField
          label="Display Location"
          value={form.display_location}
          error={problems.error("display_location")}
          onChange={(e) => set("display_location", e.target.value as PromoForm["display_location"])}
        >
          {PROMO_LOCATIONS.map((l) => (
            <option key={l} value={l}>
              {LOCATION_LABELS[l]}
            </option>
          ))}
        </SelectField>
        <TextField label="Button Text" error={problems.error("button_text")} {...translated("button_text")} />
        <HrefField
          label="Button URL"
          value={form.button_url}
          error={problems.error("button_url")}
          onChange={(e) => set("button_url", e.target.value)}
          placeholder="https://… or /order"
          hint="Empty: the button copies the code. Also takes a page of this site (/order) or a section (#pricing)"
        />
        <div className="field-wide">
          <Checkbox label="Active" checked={form.is_active} onChange={(e) => set("is_active", e.target.checked)} />
        </div>
      </form>
    </Modal>
  );
}
