import { ALL_COUNTRY_CODES, countryFlag, countryName } from "../../../../../common/countries";

/** A country as the picker offers it: its code, its name in the panel's language, its flag. */
export interface CountryChoice {
  code: string;
  name: string;
  flag: string;
  /** What a search matches: the name, the English name and the code, lower case and without accents. */
  search: string;
}

/** "Côte d'Ivoire" → "cote d'ivoire": a search need not type accents. */
const folded = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

/** Every assigned country, named in `language` and sorted by that name as the language sorts. */
export function countryChoices(language: string): CountryChoice[] {
  const collator = new Intl.Collator([language, "en"]);
  return ALL_COUNTRY_CODES.map((code) => {
    const name = countryName(code, language);
    return { code, name, flag: countryFlag(code), search: folded(`${name}\n${countryName(code, "en")}\n${code}`) };
  }).sort((a, b) => collator.compare(a.name, b.name));
}

/**
 * The countries a search matches, in their order: a code typed in full ("de") first, then names that start with
 * the words typed, then names that contain them. An empty search matches every country.
 */
export function matchingCountries(choices: readonly CountryChoice[], query: string): CountryChoice[] {
  const wanted = folded(query.trim());
  if (wanted === "") return [...choices];
  const exact = choices.filter((choice) => choice.code.toLowerCase() === wanted);
  const starts = choices.filter((choice) => !exact.includes(choice) && choice.search.split("\n").some((part) => part.startsWith(wanted)));
  const contains = choices.filter((choice) => !exact.includes(choice) && !starts.includes(choice) && choice.search.includes(wanted));
  return [...exact, ...starts, ...contains];
}

/** The country whose name (in the panel's language) is exactly the text typed, accents and case aside. */
export function countryNamed(choices: readonly CountryChoice[], text: string): CountryChoice | undefined {
  const wanted = folded(text.trim());
  return wanted === "" ? undefined : choices.find((choice) => folded(choice.name) === wanted);
}

/** The panel's language: the browser's (the country names follow it). */
export const browserLanguage = (): string => (typeof navigator === "undefined" ? "en" : navigator.language || "en");
