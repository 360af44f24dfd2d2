import { isStructurallySame, parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { TERM_LABELS } from "../../../../common/billingTerms";
import { MAINTENANCE_DEFAULT_MESSAGE } from "../../../../common/constants";
import { CONTACT_REASONS } from "../../../../common/contactOutcome";
import { IMPRINT_TEXTS } from "../../../../common/i18n/imprintTexts";
import { SUPPORTED_LANGUAGES, type Language } from "../../../../common/i18n/languages";
import { IntlMessageFormat } from "intl-messageformat";
import { formatMessage, MESSAGE_OPTIONS } from "../../../../common/i18n/message";
import { HOSTING_LIMIT_FIELDS } from "../../../../common/rules";
import { STATUS_CODES, VERDICT_CODES } from "../../../../common/statusCodes";
import { contactTexts } from "../sections/contactTexts";
import { CATALOGS, catalogFor, en, formatText } from "./catalog";

/** Every text of a catalog by its path ("plan.specs.cpu", "notFound.spaceFacts.0"). */
function textsOf(value: unknown, path = ""): Map<string, unknown> {
  const texts = new Map<string, unknown>();
  if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      for (const [innerPath, text] of textsOf(inner, path ? `${path}.${key}` : key)) texts.set(innerPath, text);
    }
  } else {
    texts.set(path, value);
  }
  return texts;
}

/** A message as the formatter reads it (the same options), with `other` required in every plural and select. */
const parsed = (message: string) => parse(message, { ...MESSAGE_OPTIONS, requiresOtherClause: true });

/** Every element of a message, those inside plural and select branches and tags included. */
function elementsOf(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      return [element, ...Object.values(element.options).flatMap((option) => elementsOf(option.value))];
    }
    return element.type === TYPE.tag ? [element, ...elementsOf(element.children)] : [element];
  });
}

/** The names of a message's arguments, sorted, each once ("{price} billed …" → ["price"]). */
function argumentsOf(message: string): string[] {
  const names = elementsOf(parsed(message)).flatMap((element) => ("value" in element && element.type !== TYPE.literal ? [element.value] : []));
  return [...new Set(names)].sort();
}

const english = textsOf(en);

describe("the catalogs (one ICU JSON file per language)", () => {
  it("has a catalog for every supported language", () => {
    expect(Object.keys(CATALOGS).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    for (const language of SUPPORTED_LANGUAGES) expect(catalogFor(language)).toBe(CATALOGS[language]);
  });

  it("has every English key in every catalog, with a non-empty text, and no key English lacks", () => {
    expect(english.size).toBeGreaterThan(150);
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = textsOf(CATALOGS[language]);
      expect([...texts.keys()].sort(), language).toEqual([...english.keys()].sort());
      for (const [key, text] of texts) {
        expect(typeof text, `${language} ${key}`).toBe("string");
        expect((text as string).trim(), `${language} ${key}`).not.toBe("");
      }
    }
  });

  it("has only valid ICU messages, none with a double brace (translation platforms reject `{{`)", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [key, text] of textsOf(CATALOGS[language])) {
        expect(() => parsed(text as string), `${language} ${key}`).not.toThrow();
        expect(text, `${language} ${key}`).not.toContain("{{");
      }
    }
  });

  it("uses English's arguments in every language, each of the same kind (a count is a plural in every language)", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = textsOf(CATALOGS[language]);
      for (const [key, text] of english) {
        const translated = texts.get(key) as string;
        expect(argumentsOf(translated), `${language} ${key}`).toEqual(argumentsOf(text as string));
        const same = isStructurallySame(parsed(text as string), parsed(translated));
        expect(same.success, `${language} ${key}: ${same.error?.message}`).toBe(true);
      }
    }
  });

  it("gives every plural exactly its language's plural categories (and, if it likes, exact matches like =0)", () => {
    let plurals = 0;
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [key, text] of textsOf(CATALOGS[language])) {
        for (const element of elementsOf(parsed(text as string))) {
          if (element.type !== TYPE.plural) continue;
          plurals += 1;
          const categories = new Intl.PluralRules(language, { type: element.pluralType }).resolvedOptions().pluralCategories;
          const named = Object.keys(element.options).filter((option) => !/^=\d+$/.test(option));
          expect(named.sort(), `${language} ${key}`).toEqual([...categories].sort());
          expect(named, `${language} ${key}`).toContain("other");
        }
      }
    }
    expect(plurals).toBeGreaterThanOrEqual(4 * SUPPORTED_LANGUAGES.length);
  });

  it("translates every language but English (no text left in English where English has whole words)", () => {
    for (const language of SUPPORTED_LANGUAGES.filter((tag) => tag !== "en")) {
      const texts = textsOf(CATALOGS[language]);
      const same = [...english].filter(([key, text]) => texts.get(key) === text && (text as string).split(" ").length > 3).map(([key]) => key);
      expect(same, language).toEqual([]);
    }
  });

  it("keeps the English texts the server and the rest of the site use", () => {
    expect(en.maintenance.message).toBe(MAINTENANCE_DEFAULT_MESSAGE);
    expect(en.plain.maintenanceMessage).toBe(MAINTENANCE_DEFAULT_MESSAGE);
    expect(Object.keys(contactTexts(en).reasons).sort()).toEqual([...CONTACT_REASONS].sort());
    expect(en.terms.labels).toEqual(TERM_LABELS);
    expect(HOSTING_LIMIT_FIELDS.map(([field, label]) => [en.plan.limits[field], label])).toEqual(HOSTING_LIMIT_FIELDS.map(([, label]) => [label, label]));
    const verdicts: readonly string[] = VERDICT_CODES;
    const reasons = STATUS_CODES.filter((code) => !verdicts.includes(code) && code !== "no_monitors");
    for (const language of SUPPORTED_LANGUAGES) expect(Object.keys(CATALOGS[language].statusReasons).sort(), language).toEqual([...reasons].sort());
  });

  it("names the imprint by its title in the footer and as the legal page's standard title, in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = CATALOGS[language];
      expect([texts.footer.imprint, texts.legal.imprint], language).toEqual([texts.imprint.title, texts.imprint.title]);
      expect(IMPRINT_TEXTS[language], language).toBe(texts.imprint);
    }
  });

  it("has the tax notes' rate and label and names the switchers in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = CATALOGS[language];
      expect(argumentsOf(texts.plan.taxIncluded), language).toEqual(["label", "rate"]);
      expect(argumentsOf(texts.plan.taxExcluded), language).toEqual(["label"]);
      if (language !== "en") expect(texts.switchers.language, language).not.toBe(en.switchers.language);
    }
  });
});

/** The error `run` throws. */
function catchError(run: () => unknown): Error {
  try {
    run();
  } catch (error) {
    return error as Error;
  }
  throw new Error("it threw nothing");
}

describe("formatting a catalog's texts", () => {
  it("fills the arguments and writes the values exactly as given", () => {
    expect(formatText(en.terms.billed, "annual", { price: "$96" })).toBe("$96 billed every year");
    expect(formatText(en.footer, "copyright", { year: 2030, name: "$& {year} it's #1" })).toBe("© 2030 $& {year} it's #1. All rights reserved.");
    expect(formatText(CATALOGS.fr.plain, "downForMaintenance", { name: "L'Orbite" })).toBe("L'Orbite est en maintenance");
  });

  it("chooses the plural form by the rules of the texts' language, the figure written as before", () => {
    const tooLong = (language: Language, max: number) => formatText(CATALOGS[language].contact.reasons, "message_too_long", { max });
    expect(tooLong("en", 1)).toBe("message: must be at most 1 character");
    expect(tooLong("en", 5000)).toBe("message: must be at most 5000 characters");
    expect([1, 3, 5, 22, 25].map((max) => tooLong("pl", max))).toEqual([
      "Wiadomość może mieć najwyżej 1 znak.",
      "Wiadomość może mieć najwyżej 3 znaki.",
      "Wiadomość może mieć najwyżej 5 znaków.",
      "Wiadomość może mieć najwyżej 22 znaki.",
      "Wiadomość może mieć najwyżej 25 znaków.",
    ]);
    expect(tooLong("fr", 0)).toBe("Le message ne doit pas dépasser 0 caractère.");
    expect(tooLong("es", 1)).toBe("El mensaje no puede superar un carácter.");
    expect(tooLong("es", 100)).toBe("El mensaje no puede superar los 100 caracteres.");
  });

  it("writes every message of every catalog exactly as intl-messageformat does, and fails on a missing value as it does", () => {
    let plain = 0;
    for (const language of SUPPORTED_LANGUAGES) {
      for (const [path, message] of textsOf(CATALOGS[language])) {
        if (typeof message !== "string") continue;
        const names = argumentsOf(message);
        if (parsed(message).every((element) => element.type === TYPE.literal || element.type === TYPE.argument)) plain++;
        for (const sample of [0, 1, 7, 1234.5, "", "$& {x} it's <b>"]) {
          const values = Object.fromEntries(names.map((name) => [name, sample]));
          // A date, a select or a plural takes only some kinds of value: those the message cannot take are skipped.
          let expected: string;
          try {
            expected = String(new IntlMessageFormat(message, language, undefined, MESSAGE_OPTIONS).format<string>(values));
          } catch {
            continue;
          }
          expect(formatMessage(language, message, values), `${language} ${path}`).toBe(expected);
        }
        if (names.length > 0) {
          const missing = () => new IntlMessageFormat(message, language, undefined, MESSAGE_OPTIONS).format({});
          expect(missing).toThrow();
          expect(() => formatMessage(language, message, {}), `${language} ${path}`).toThrow(catchError(missing).message);
        }
      }
    }
    // Most messages are texts with plain arguments (written without the formatter's machinery).
    expect(plain).toBeGreaterThan(SUPPORTED_LANGUAGES.length * 150);
  });
});
