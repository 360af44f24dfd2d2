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
  const pairs = [
    { list: "languages", choice: "default_language", what: "language" },
    { list: "currencies", choice: "default_currency", what: "currency" },
  ] as const;
  const problems: FieldProblem[] = [];
  for (const { list, choice, what } of pairs) {
    const value = settings[choice];
    if (settings[list].includes(value)) continue;
    const field = sent[choice] !== undefined || sent[list] === undefined ? choice : list;
    problems.push({
      field,
      code: field === choice ? "not_allowed" : "required",
      message:
        field === choice
          ? `"${value}" is not one of the ${list} (${settings[list].join(", ")})`
          : `must include the default ${what} "${value}" (or send a new ${choice})`,
    });
  }
  return problems;
}
