import { TAX_LABEL_MAX, TAX_RATE, type TaxDisplay } from "../../../../../common/tax";
import { SelectField, TextField } from "../../components/ui/Field";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";
import type { translatable } from "../../hooks/useEditLanguage";
import type { SettingKey, SettingsForm } from "./settingsForm";

interface Props {
  form: SettingsForm;
  set: (key: SettingKey, value: string) => void;
  problems: FieldErrorsApi;
  /** The label's value and change in the language chosen (it has translations). */
  text: (key: SettingKey) => ReturnType<typeof translatable>;
}

const DISPLAYS: Record<TaxDisplay, string> = {
  none: "Not shown",
  inclusive: "Included in prices",
  exclusive: "Excluded from prices",
};

/** How prices are shown with tax: stored prices are what the billing system charges before tax. */
export function TaxFields({ form, set, problems, text }: Props) {
  return (
    <>
      <SelectField
        label="Tax display"
        value={form.tax_display}
        error={problems.error("tax_display")}
        onChange={(e) => set("tax_display", e.target.value)}
        hint="Included: cards show the price with tax added and “incl. 19% VAT”. Excluded: the price as entered and “excl. VAT”. Enter plans' prices before tax, as the billing system charges them."
      >
        {(Object.keys(DISPLAYS) as TaxDisplay[]).map((display) => (
          <option key={display} value={display}>
            {DISPLAYS[display]}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Tax rate (%)"
        type="number"
        min={TAX_RATE.min}
        max={TAX_RATE.max}
        step={0.01}
        value={form.tax_rate}
        error={problems.error("tax_rate")}
        onChange={(e) => set("tax_rate", e.target.value)}
        hint={`${TAX_RATE.min}–${TAX_RATE.max}, up to ${TAX_RATE.decimals} decimals, e.g. 19 or 7.7`}
      />
      <TextField
        label="Tax label"
        maxLength={TAX_LABEL_MAX}
        error={problems.error("tax_label")}
        {...text("tax_label")}
        hint="Shown in the note, e.g. “incl. 19% VAT”: VAT, GST, MwSt. …"
      />
    </>
  );
}
