import { imprintMarkdown } from "../../../../../common/imprint";
import type { Language } from "../../../../../common/i18n/languages";
import type { CompanyInfo } from "../../../../../common/contracts";
import { useCompany } from "../../api/company";

/** The imprint made from Company Info in `language`, as the site shows it while the imprint has no text of its own ("" before the details are in). */
export function useGeneratedImprint(language: Language): string {
  const company = useCompany().data;
  return company ? imprintMarkdown(company as CompanyInfo, language) : "";
}

/**
 * What the imprint's editor says while the imprint has no text of its own: the page is made from Company Info (in
 * each visitor's language), and the administrator may start a text of their own from it.
 */
export function GeneratedImprintNote({ edited, generated, onStart }: { edited: boolean; generated: string; onStart: () => void }) {
  if (edited) {
    return (
      <p className="hint field-wide" data-testid="imprint-state">
        Your own text is shown. Empty the content and save to show the imprint made from Company Info again.
      </p>
    );
  }
  return (
    <div className="info-box field-wide" data-testid="imprint-state">
      <p>
        The imprint is made from <strong>Company Info</strong> (name, address, legal form, managing directors, register, VAT ID, supervisory authority, e-mail,
        phone), in each visitor's language, and follows every change there. Write a text of your own only if you need more.
      </p>
      <button type="button" className="button" onClick={onStart} disabled={generated === ""}>
        Start from the generated text
      </button>
    </div>
  );
}
