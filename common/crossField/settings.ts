import type { FieldProblem } from "./problem";

interface SalesLists {
  languages: readonly string[];
  default_language: string;
  currencies: readonly string[];
  default_currency: string;
}

/**
 * The default language must be one of the languages, the default currency one of the currencies. `sent` is what a
 * save sent: when it changed the list but not the default, the list is named (it dropped the default); otherwise,
 * and for stored data, the default is. The API and a restore check site settings with this one function.
 */
export function defaultsListedProblems(settings: SalesLists, sent: Partial<Record<keyof SalesLists, unknown>> = {}): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (!settings.languages.includes(settings.default_language)) {
    const field = sent.default_language !== undefined || sent.languages === undefined ? "default_language" : "languages";
    problems.push({
      field,
      message:
        field === "default_language"
          ? `"${settings.default_language}" is not one of the languages (${settings.languages.join(", ")})`
          : `must include the default language "${settings.default_language}" (or send a new default_language)`,
    });
  }
  if (!settings.currencies.includes(settings.default_currency)) {
    const field = sent.default_currency !== undefined || sent.currencies === undefined ? "default_currency" : "currencies";
    problems.push({
      field,
      message:
        field === "default_currency"
          ? `"${settings.default_currency}" is not one of the currencies (${settings.currencies.join(", ")})`
          : `must include the default currency "${settings.default_currency}" (or send a new default_currency)`,
    });
  }
  return problems;
}
