import { BILLING_TERMS, TERM_LABELS, TERM_MONTHS, termPrice, type BillingTerm } from "../../../../../common/billingTerms";
import { amountStep } from "../../../../../common/currencyAmounts";
import { money } from "../../../../../common/money";
import { TextField } from "../../components/ui/Field";

interface Props {
  /** The site's default currency, which these prices are in. */
  currency: string;
  /** The monthly price as typed. */
  monthly: string;
  values: Record<BillingTerm, string>;
  /** The problem at one term's field. */
  errorOf?: (term: BillingTerm) => string | undefined;
  onChange: (values: Record<BillingTerm, string>, changed: BillingTerm) => void;
}

/** The plan dialog's billing terms: the whole price per term, with the per-month price and the saving it gives. */
export function TermPriceFields({ currency, monthly, values, errorOf, onChange }: Props) {
  const monthlyPrice = Number(monthly) || 0;
  return (
    <fieldset className="field-wide subgrid">
      <legend>Billing Terms</legend>
      <p className="hint field-wide">
        The whole price billed per term (leave empty if not offered). The website shows a term switch in the plan's category and each term's price per month.
        Blesta sync fills these from the package's pricing.
      </p>
      <div className="term-prices field-wide">
        {BILLING_TERMS.map((term) => {
          const total = values[term].trim() === "" ? null : Number(values[term]);
          const preview = total !== null && Number.isFinite(total) ? termPrice({ price: monthlyPrice, pricing: { [term]: total } }, term) : null;
          return (
            <TextField
              key={term}
              label={`${TERM_LABELS[term]} (${money("en", currency).sign} per ${TERM_MONTHS[term]} months)`}
              type="number"
              min={0}
              step={amountStep(currency)}
              value={values[term]}
              error={errorOf?.(term)}
              onChange={(e) => onChange({ ...values, [term]: e.target.value }, term)}
              hint={
                preview ? `${money("en", currency).exact(preview.monthly)}/mo${preview.savePercent > 0 ? `, save ${preview.savePercent}%` : ""}` : undefined
              }
            />
          );
        })}
      </div>
    </fieldset>
  );
}
