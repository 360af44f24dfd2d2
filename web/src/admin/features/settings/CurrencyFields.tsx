import { useState } from "react";
import { isCurrencyCode, MAX_CURRENCIES } from "../../../../../common/i18n/currencies";
import { SelectField, TextField } from "../../components/ui/Field";
import type { FieldErrorsApi } from "../../hooks/useFieldErrors";
import { OrderedChoices } from "./OrderedChoices";
import { listOf, type SettingKey, type SettingsForm } from "./settingsForm";

interface Props {
  form: SettingsForm;
  set: (key: SettingKey, value: string) => void;
  problems: FieldErrorsApi;
}

let names: Intl.DisplayNames | undefined;

/** "EUR (Euro)", named by the browser's Intl. */
function currencyName(code: string): string {
  try {
    names ??= new Intl.DisplayNames(["en"], { type: "currency" });
    const name = names.of(code);
    return name && name !== code ? `${code} (${name})` : code;
  } catch {
    return code;
  }
}

/** Why a typed code cannot be added; null when it can. */
function addProblem(code: string, currencies: readonly string[]): string | null {
  if (code === "") return "Currency code is required: three letters, e.g. EUR";
  if (!isCurrencyCode(code)) return `Currency code "${code}" is not an ISO 4217 currency code (e.g. EUR, GBP, CHF)`;
  if (currencies.includes(code)) return `Currency code ${code} is already in the list`;
  if (currencies.length >= MAX_CURRENCIES) return `At most ${MAX_CURRENCIES} currencies can be enabled`;
  return null;
}

/** The currencies prices are shown in (ISO 4217 codes), in the order the switcher lists them, and the default one. */
export function CurrencyFields({ form, set, problems }: Props) {
  const currencies = listOf(form.currencies);
  const [typed, setTyped] = useState("");
  const [typedProblem, setTypedProblem] = useState<string | null>(null);
  const add = () => {
    const code = typed.trim().toUpperCase();
    const problem = addProblem(code, currencies);
    setTypedProblem(problem);
    if (problem) return;
    set("currencies", [...currencies, code].join(","));
    setTyped("");
  };
  return (
    <>
      <OrderedChoices
        label="Currencies"
        values={currencies}
        nameOf={currencyName}
        pinned={form.default_currency}
        error={problems.error("currencies")}
        onChange={(next) => set("currencies", next.join(","))}
        hint="Plans' prices are in the default currency; give each plan its prices in the others in its dialog (or let the Blesta sync fill them). Visitors switch currency on the website; their choice is remembered."
      >
        <div className="inline-add">
          <TextField
            label="Add a currency (ISO code)"
            value={typed}
            maxLength={3}
            placeholder="EUR"
            autoCapitalize="characters"
            error={typedProblem}
            onChange={(e) => {
              setTyped(e.target.value);
              setTypedProblem(null);
            }}
            onKeyDown={(e) => {
              if (e.key !== "Enter") return;
              e.preventDefault();
              add();
            }}
          />
          <button type="button" className="button" onClick={add}>
            Add currency
          </button>
        </div>
      </OrderedChoices>
      <SelectField
        label="Default currency"
        value={form.default_currency}
        error={problems.error("default_currency")}
        onChange={(e) => set("default_currency", e.target.value)}
        hint="Plans' own prices (and Blesta's default prices) are in this currency; it is shown to visitors who chose none."
      >
        {!currencies.includes(form.default_currency) && <option value={form.default_currency}>{currencyName(form.default_currency)} (not enabled)</option>}
        {currencies.map((code) => (
          <option key={code} value={code}>
            {currencyName(code)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
