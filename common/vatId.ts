/**
 * VAT identification numbers of the EU member states: the country code (Greece: EL), then that country's own
 * format, as the EU's VIES service lists them. Only the format is checked, never the check digit: the tax office
 * is the authority on whether a number exists, and a made-up example such as DE123456789 is well-formed.
 * Spaces, dots, dashes and slashes are left out and letters upper-cased, so "de 123 456 789" is DE123456789.
 * No zod: the admin panel checks it as the API does.
 */
import * as jsvatModule from "jsvat-next";
import type { Country } from "jsvat-next";

// Node loads the package's CommonJS build, whose names it cannot see (it offers only `default`); bundlers load its
// ES build, which names each export.
const jsvat = ("checkVAT" in jsvatModule ? jsvatModule : Reflect.get(jsvatModule, "default")) as typeof jsvatModule;
const {
  austria,
  belgium,
  bulgaria,
  checkVAT,
  croatia,
  cyprus,
  czechRepublic,
  denmark,
  estonia,
  finland,
  france,
  germany,
  greece,
  hungary,
  ireland,
  italy,
  latvia,
  lithuania,
  luxembourg,
  malta,
  netherlands,
  poland,
  portugal,
  romania,
  slovakiaRepublic,
  slovenia,
  spain,
  sweden,
} = jsvat;

/** The EU member states: the prefix of their VAT numbers, their name and a well-formed example. */
export const EU_VAT_COUNTRIES = [
  { prefix: "AT", name: "Austria", example: "ATU12345678", rules: austria },
  { prefix: "BE", name: "Belgium", example: "BE0123456789", rules: belgium },
  { prefix: "BG", name: "Bulgaria", example: "BG123456789", rules: bulgaria },
  { prefix: "HR", name: "Croatia", example: "HR12345678901", rules: croatia },
  { prefix: "CY", name: "Cyprus", example: "CY12345678X", rules: cyprus },
  { prefix: "CZ", name: "Czechia", example: "CZ12345678", rules: czechRepublic },
  { prefix: "DK", name: "Denmark", example: "DK12345678", rules: denmark },
  { prefix: "EE", name: "Estonia", example: "EE101234567", rules: estonia },
  { prefix: "FI", name: "Finland", example: "FI12345678", rules: finland },
  { prefix: "FR", name: "France", example: "FR12345678901", rules: france },
  { prefix: "DE", name: "Germany", example: "DE123456789", rules: germany },
  { prefix: "EL", name: "Greece", example: "EL123456789", rules: greece },
  { prefix: "HU", name: "Hungary", example: "HU12345678", rules: hungary },
  { prefix: "IE", name: "Ireland", example: "IE1234567T", rules: ireland },
  { prefix: "IT", name: "Italy", example: "IT12345678901", rules: italy },
  { prefix: "LV", name: "Latvia", example: "LV12345678901", rules: latvia },
  { prefix: "LT", name: "Lithuania", example: "LT123456789", rules: lithuania },
  { prefix: "LU", name: "Luxembourg", example: "LU12345678", rules: luxembourg },
  { prefix: "MT", name: "Malta", example: "MT12345678", rules: malta },
  { prefix: "NL", name: "the Netherlands", example: "NL123456789B01", rules: netherlands },
  { prefix: "PL", name: "Poland", example: "PL1234567890", rules: poland },
  { prefix: "PT", name: "Portugal", example: "PT123456789", rules: portugal },
  { prefix: "RO", name: "Romania", example: "RO1234567890", rules: romania },
  { prefix: "SK", name: "Slovakia", example: "SK1234567890", rules: slovakiaRepublic },
  { prefix: "SI", name: "Slovenia", example: "SI12345678", rules: slovenia },
  { prefix: "ES", name: "Spain", example: "ESB12345678", rules: spain },
  { prefix: "SE", name: "Sweden", example: "SE123456789001", rules: sweden },
] as const satisfies ReadonlyArray<{ prefix: string; name: string; example: string; rules: Country }>;

/** Longer than any number is, with room for the spaces and dots people write between its digits. */
export const VAT_ID_MAX = 30;

/** What may be written between a number's characters and is left out. */
const SEPARATORS = new Set([" ", "\t", ".", "-", "/", "\u00a0"]);

/** The number as it is stored and shown: upper case, without spaces, dots, dashes or slashes. */
export function normalizeVatId(value: string): string {
  let out = "";
  for (const character of value.trim()) if (!SEPARATORS.has(character)) out += character;
  return out.toUpperCase();
}

/** What is wrong with a VAT identification number (a sentence for `vat_id: …`), or null when it is well-formed or empty. */
export function vatIdProblem(value: string): string | null {
  const vatId = normalizeVatId(value);
  if (vatId === "") return null;
  if (value.length > VAT_ID_MAX) return `must be at most ${VAT_ID_MAX} characters`;
  const country = EU_VAT_COUNTRIES.find((candidate) => vatId.startsWith(candidate.prefix));
  if (!country) return "must start with the country code of an EU member state (AT, BE, DE, …; Greece: EL), e.g. DE123456789";
  // Letters and digits only (Irish numbers of the old kind may hold + or *): nothing the library reads as more.
  const wellFormed = /^[A-Z0-9+*]+$/.test(vatId) && checkVAT(vatId, [country.rules]).isValidFormat;
  return wellFormed ? null : `is not a VAT identification number of ${country.name} in its format, e.g. ${country.example}`;
}
