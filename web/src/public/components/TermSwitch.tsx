import type { BillingTerm } from "../../../../common/billingTerms";
import { enhance } from "../enhance/names";
import { useTexts } from "../i18n/PageTexts";
import termSwitchCss from "./termSwitch.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const TERM_SWITCH_STYLES = stylesheet(termSwitchCss);

/**
 * Monthly plus the terms a category's plans have, as a row of radio buttons. The server renders Monthly chosen;
 * `termSwitch.client.ts` applies and remembers the visitor's choice.
 */
export function TermSwitch({ name, terms }: { name: string; terms: readonly BillingTerm[] }) {
  useStylesheet(TERM_SWITCH_STYLES);
  const texts = useTexts().terms;
  const choices = ["monthly", ...terms] as const;
  return (
    <fieldset className="term-switch" data-category={name} {...enhance("term-switch")}>
      <legend className="visually-hidden">{texts.billingTerm}</legend>
      {choices.map((term) => (
        <label key={term} className={term === "monthly" ? "term-option is-selected" : "term-option"}>
          <input type="radio" name={`term-${name}`} value={term} defaultChecked={term === "monthly"} />
          <span>{texts.labels[term]}</span>
        </label>
      ))}
    </fieldset>
  );
}
