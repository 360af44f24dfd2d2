import { LIMITS, parseLines } from "../../../../common/contracts/fields";
import { SUPPORTED_LANGUAGES, supportedLanguage, type Language } from "../../../../common/i18n/languages";
import type { Translations } from "../../../../common/i18n/resolve";

/** A package's name and description lines (its features) in one language. */
export interface PackageTexts {
  name: string;
  features: string[];
}

/** Blesta's names[] and descriptions[] entries (`lang` is Blesta's code, e.g. de_de, en_us, pt_br). */
export interface BlestaTexts {
  name?: unknown;
  description?: unknown;
  names?: unknown;
  descriptions?: unknown;
}

/**
 * The site language a Blesta language code stands for: pt_br → pt-BR, de_de (de_at, de_ch …) → de, en_us → en;
 * none for a language the site does not speak or a region it has a language of its own for (pt_pt is not pt-BR).
 */
export function siteLanguageOf(code: unknown): Language | undefined {
  if (typeof code !== "string") return undefined;
  const [language = "", region = ""] = code.trim().toLowerCase().split(/[_-]/);
  const exact = supportedLanguage(`${language}-${region}`);
  if (exact) return exact;
  const regional = SUPPORTED_LANGUAGES.some((tag) => tag.toLowerCase().startsWith(`${language}-`));
  return regional ? undefined : supportedLanguage(language);
}

/** How well a Blesta code fits its site language: the language's own country (de_de) or en_us before other regions. */
function preference(code: string): number {
  const [language = "", region = ""] = code.toLowerCase().split(/[_-]/);
  return region === language || (language === "en" && region === "us") ? 0 : 1;
}

interface Entry {
  lang?: unknown;
  name?: unknown;
  text?: unknown;
}

/** The best entry of `entries` for each site language. */
function byLanguage(entries: unknown): Map<Language, Entry> {
  const best = new Map<Language, { entry: Entry; rank: number }>();
  for (const entry of Array.isArray(entries) ? (entries as Entry[]) : []) {
    const language = siteLanguageOf(entry?.lang);
    if (!language) continue;
    const rank = preference(String(entry.lang));
    const current = best.get(language);
    if (!current || rank < current.rank) best.set(language, { entry, rank });
  }
  return new Map([...best].map(([language, { entry }]) => [language, entry]));
}

const clip = (value: string, max: number) => value.slice(0, max).trim();

/** A description's plain text as features: one per non-blank line, as many and as long as a plan's features may be. */
function featuresOf(text: unknown): string[] {
  return parseLines(typeof text === "string" ? text : "")
    .slice(0, LIMITS.listItems)
    .map((line) => clip(line, LIMITS.title))
    .filter(Boolean);
}

/**
 * A package's texts for a plan: the name and features in the site's default language (Blesta's entry for it, else
 * the package's own name and description), and those of every other supported language Blesta has as
 * translations. Only the plain-text description is read.
 */
export function packageTexts(pkg: BlestaTexts, fallbackName: string, defaultLanguage: Language): PackageTexts & { translations: Translations<PackageTexts> } {
  const names = byLanguage(pkg.names);
  const descriptions = byLanguage(pkg.descriptions);
  const ownName = typeof pkg.name === "string" && pkg.name.trim() ? pkg.name : fallbackName;
  const name = clip(stringOf(names.get(defaultLanguage)?.name) || ownName, LIMITS.name) || fallbackName;
  const features = featuresOf(descriptions.get(defaultLanguage)?.text ?? (typeof pkg.description === "string" ? pkg.description : ""));
  const translations: Translations<PackageTexts> = {};
  for (const language of SUPPORTED_LANGUAGES) {
    if (language === defaultLanguage) continue;
    const translatedName = clip(stringOf(names.get(language)?.name), LIMITS.name);
    const translatedFeatures = featuresOf(descriptions.get(language)?.text);
    if (!translatedName && translatedFeatures.length === 0) continue;
    translations[language] = {
      ...(translatedName ? { name: translatedName } : {}),
      ...(translatedFeatures.length > 0 ? { features: translatedFeatures } : {}),
    };
  }
  return { name, features, translations };
}

function stringOf(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}
