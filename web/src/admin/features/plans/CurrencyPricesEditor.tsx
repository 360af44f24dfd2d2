import { BILLING_TERMS, TERM_LABELS, TERM_MONTHS, type BillingTerm } from "../../../../../common/billingTerms";
import { amountStep } from "../../../../../common/currencyAmounts";
import { TextField } from "../../components/ui/Field";
import { issueText } from "../../lib/fieldErrors";
import { useLoadedSiteSettings } from "../../api/siteSettings";
import { EMPTY_CURRENCY_PRICE, priceCurrencies, type CurrencyPriceForm, type CurrencyPricesForm } from "./currencyPricesForm";

interface Props {
  value: CurrencyPricesForm;
  /** The problem the dialog holds at an API path ("currency_prices.EUR.price"). */
  errorOf: (path: string) => string | undefined;
  /** The changed prices and the path of the field that changed (its problem is cleared). */
  onChange: (value: CurrencyPricesForm, path: string) => void;
}

/**
 * The plan dialog's prices in the site's other currencies: per currency the monthly price and each term's whole
 * price, as for the default currency (never converted by a rate). Empty everywhere: the plan shows its default
 * prices in that currency.
 */
export function CurrencyPricesEditor({ value, errorOf, onChange }: Props) {
  const settings = useLoadedSiteSettings().data;
  if (!settings) return null;
  const currencies = priceCurrencies(settings.currencies, settings.default_currency, Object.keys(value));
  const field = (
    code: string,
    path: string,
    label: string,
    hint: string,
    text: string,
    change: (entry: CurrencyPriceForm, text: string) => CurrencyPriceForm,
  ) => {
    const problem = errorOf(`currency_prices.${code}.${path}`);
    return (
      <TextField
        key={path}
        label={label}
        type="number"
        min={0}
        step={amountStep(code)}
        value={text}
        hint={hint}
        error={problem ? issueText(label, problem) : undefined}
        onChange={(e) => onChange({ ...value, [code]: change(value[code] ?? EMPTY_CURRENCY_PRICE, e.target.value) }, `currency_prices.${code}.${path}`)}
      />
    );
  };
  return (
    <fieldset className="field-wide subgrid currency-prices">
      <legend>Prices in other currencies</legend>
      {currencies.length === 0 ? (
        <p className="hint field-wide">
          The website shows prices in {settings.default_currency} only. Enable more currencies in Site Settings → Languages & currencies to give this plan
          prices in them.
        </p>
      ) : (
        <p className="hint field-wide">
          Each currency's own prices, before tax (nothing is converted by a rate). Leave a currency empty to show the {settings.default_currency} prices there;
          Blesta sync fills these from the package's prices.
        </p>
      )}
      {currencies.map(({ code, enabled }) => {
        const entry = value[code] ?? EMPTY_CURRENCY_PRICE;
        return (
          <fieldset key={code} className="field-wide currency-price" data-currency={code}>
            <legend>
              {code}
              {enabled ? "" : " (not enabled: not shown to visitors; empty it to remove)"}
            </legend>
            <div className="term-prices">
              {field(code, "price", `${code} Monthly Price`, "per month", entry.price, (current, text) => ({ ...current, price: text }))}
              {BILLING_TERMS.map((term: BillingTerm) =>
                field(
                  code,
                  `pricing.${term}`,
                  `${code} ${TERM_LABELS[term]}`,
                  `whole price per ${TERM_MONTHS[term]} months`,
                  entry.pricing[term],
                  (current, text) => ({
                    ...current,
                    pricing: { ...current.pricing, [term]: text },
                  }),
                ),
              )}
            </div>
          </fieldset>
        );
      })}
    </fieldset>
  );
}
