import { MANAGING_DIRECTORS_MAX } from "../../../../../common/contracts";
import { LIMITS } from "../../../../../common/limits";
import { TextArea, TextField } from "../../components/ui/Field";
import { useApi } from "../../api/client";

/** The imprint's facts as the form edits them: texts, the managing directors one name per line. */
export interface ImprintForm {
  legal_form: string;
  managing_directors: string;
  register_court: string;
  register_number: string;
  vat_id: string;
  supervisory_authority: string;
}

export type ImprintKey = keyof ImprintForm;

/** The fields' labels, as the form shows them and names them in its problems. */
export const IMPRINT_LABELS: Record<ImprintKey, string> = {
  legal_form: "Legal Form",
  managing_directors: "Managing Directors",
  register_court: "Register Court",
  register_number: "Register Number",
  vat_id: "VAT ID",
  supervisory_authority: "Supervisory Authority",
};

interface Props {
  form: ImprintForm;
  set: (key: ImprintKey, value: string) => void;
  error: (key: ImprintKey) => string | null;
}

/**
 * The Imprint group of Company Info: the legal facts German and Austrian law ask a commercial site to state. They
 * are the same in every language (no translations); the imprint page is made from them until it is edited.
 */
export function ImprintFields({ form, set, error }: Props) {
  const { baseUrl } = useApi();
  const field = (key: Exclude<ImprintKey, "managing_directors">, hint: string, maxLength: number, extra: Record<string, unknown> = {}) => (
    <TextField
      label={IMPRINT_LABELS[key]}
      value={form[key]}
      hint={hint}
      maxLength={maxLength}
      error={error(key)}
      onChange={(event) => set(key, event.target.value)}
      {...extra}
    />
  );
  return (
    <fieldset className="form-grid imprint-fields" data-testid="imprint-fields">
      <legend>Imprint</legend>
      <p className="hint field-wide">
        What German and Austrian law ask every commercial website to state. The same in every language. Until you write the imprint yourself (Legal Pages →
        Imprint), the page at{" "}
        <a href={`${baseUrl}/imprint`} target="_blank" rel="noreferrer">
          /imprint
        </a>{" "}
        is made from these details, the company name, address, e-mail and phone. Leave empty what does not apply.
      </p>
      {field("legal_form", "E.g. GmbH, UG (haftungsbeschränkt), e.K., GmbH & Co. KG", 100, { autoComplete: "off" })}
      {field("vat_id", "EU VAT number with its country code, e.g. DE123456789 or ATU12345678; spaces are removed", 30, {
        autoComplete: "off",
        spellCheck: false,
      })}
      {field("register_court", "The court keeping the commercial register, e.g. Amtsgericht Berlin-Charlottenburg", LIMITS.title)}
      {field("register_number", "E.g. HRB 123456 B or FN 123456a", 100, { autoComplete: "off" })}
      <TextArea
        label={IMPRINT_LABELS.managing_directors}
        rows={3}
        value={form.managing_directors}
        error={error("managing_directors")}
        hint={`One name per line (at most ${MANAGING_DIRECTORS_MAX}): who represents the company`}
        onChange={(event) => set("managing_directors", event.target.value)}
      />
      {field("supervisory_authority", "Only for a trade that needs a licence, with the authority's name and address", LIMITS.shortText)}
    </fieldset>
  );
}
