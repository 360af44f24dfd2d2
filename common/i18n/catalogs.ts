/**
 * Every supported language's catalog of fixed texts: one JSON file of ICU messages per language in `catalogs/`
 * (the file a translation platform reads and writes; see docs/translating.md). English defines the keys and the
 * `Catalog` type; a catalog that lacks a key does not compile. Groups: the public site's texts, `plain` (the plain
 * pages the server shows without the page renderer) and `imprint` (the imprint made from Company Info).
 * Server-side only: the public pages' script never carries a catalog (the build fails if it would).
 */
import de from "./catalogs/de.json";
import en from "./catalogs/en.json";
import es from "./catalogs/es.json";
import fr from "./catalogs/fr.json";
import it from "./catalogs/it.json";
import nl from "./catalogs/nl.json";
import pl from "./catalogs/pl.json";
import ptBR from "./catalogs/pt-BR.json";
import { DEFAULT_LANGUAGE, type Language } from "./languages";
import { formatMessage, type MessageValues } from "./message";

/** The shape every language's catalog has. */
export type Catalog = typeof en;

export const CATALOGS: Record<Language, Catalog> = { en, de, fr, es, it, nl, pl, "pt-BR": ptBR };

/** The fixed texts in `language` (English for a language without a catalog). */
export function catalogFor(language: Language | undefined): Catalog {
  return (language && CATALOGS[language]) || CATALOGS[DEFAULT_LANGUAGE];
}

/** Each catalog and each group inside one, by the language it belongs to: a group of texts knows its language's plural rules. */
const LANGUAGE_OF_TEXTS = new WeakMap<object, Language>();

function noteLanguage(texts: object, language: Language): void {
  LANGUAGE_OF_TEXTS.set(texts, language);
  for (const inner of Object.values(texts)) if (inner !== null && typeof inner === "object") noteLanguage(inner, language);
}
for (const [language, catalog] of Object.entries(CATALOGS)) noteLanguage(catalog, language as Language);

/** The language of a catalog or of a group of texts in one; English for texts from anywhere else. */
function languageOfTexts(texts: object): Language {
  return LANGUAGE_OF_TEXTS.get(texts) ?? DEFAULT_LANGUAGE;
}

/** Keys of a group whose value is one text. */
type TextKey<Group> = { [Key in keyof Group]: Group[Key] extends string ? Key : never }[keyof Group];

/**
 * The text `key` of a catalog group (`texts.terms`, `"save"`) with its arguments filled in, by the rules of the
 * group's language: `formatText(texts.terms, "save", { percent: 20 })` → "Save 20%".
 */
export function formatText<Group extends object>(texts: Group, key: TextKey<Group>, values: MessageValues = {}): string {
  return formatMessage(languageOfTexts(texts), texts[key] as string, values);
}
