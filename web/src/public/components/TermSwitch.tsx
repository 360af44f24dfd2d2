import { TERM_LABELS, type BillingTerm } from "../../../../common/billingTerms";
import type { TermChoice } from "../hooks/useBillingTerm";
import "./termSwitch.css";

/** Monthly plus the terms a category's plans have, as a row of radio buttons. */
export function TermSwitch({
  name,
  terms,
  value,
  onChange,
}: {
  name: string;
  terms: readonly BillingTerm[];
  value: TermChoice;
  onChange: (term: TermChoice) => void;
}) {
  const choices: TermChoice[] = ["monthly", ...terms];
  return (
    <fieldset className="term-switch">
      <legend className="visually-hidden">Billing term</legend>
      {choices.map((term) => (
        <label key={term} className={term === value ? "term-option is-selected" : "term-option"}>
          <input type="radio" name={`term-${name}`} value={term} checked={term === value} onChange={() => onChange(term)} />
          <span>{TERM_LABELS[term]}</span>
        </label>
      ))}
    </fieldset>
  );
}
