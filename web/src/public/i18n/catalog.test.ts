import { describe, expect, it } from "vitest";
import { TERM_LABELS } from "../../../../common/billingTerms";
import { MAINTENANCE_DEFAULT_MESSAGE } from "../../../../common/constants";
import { CONTACT_REASONS } from "../../../../common/contactOutcome";
import { SUPPORTED_LANGUAGES } from "../../../../common/i18n/languages";
import { HOSTING_LIMIT_FIELDS } from "../../../../common/rules";
import { STATUS_CODES, VERDICT_CODES } from "../../../../common/statusCodes";
import { contactTexts } from "../sections/contactTexts";
import { CATALOGS, catalogFor, fill, placeholdersOf } from "./catalog";
import { en } from "./catalogs/en";

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

const english = textsOf(en);

describe("the public site's catalogs", () => {
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

  it("uses the same placeholders as English in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = textsOf(CATALOGS[language]);
      for (const [key, text] of english) expect(placeholdersOf(texts.get(key) as string), `${language} ${key}`).toEqual(placeholdersOf(text as string));
    }
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
    expect(Object.keys(contactTexts(en).reasons).sort()).toEqual([...CONTACT_REASONS].sort());
    expect(en.terms.labels).toEqual(TERM_LABELS);
    expect(HOSTING_LIMIT_FIELDS.map(([field, label]) => [en.plan.limits[field], label])).toEqual(HOSTING_LIMIT_FIELDS.map(([, label]) => [label, label]));
    const verdicts: readonly string[] = VERDICT_CODES;
    const reasons = STATUS_CODES.filter((code) => !verdicts.includes(code) && code !== "no_monitors");
    for (const language of SUPPORTED_LANGUAGES) expect(Object.keys(CATALOGS[language].statusReasons).sort(), language).toEqual([...reasons].sort());
  });

  it("has the tax notes' rate and label and names the switchers in every language", () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const texts = CATALOGS[language];
      expect(placeholdersOf(texts.plan.taxIncluded), language).toEqual(["label", "rate"]);
      expect(placeholdersOf(texts.plan.taxExcluded), language).toEqual(["label"]);
      if (language !== "en") expect(texts.switchers.language, language).not.toBe(en.switchers.language);
    }
  });

  it("fills placeholders and leaves unknown ones as written", () => {
    expect(fill(en.terms.billed.annual, { price: "$96" })).toBe("$96 billed every year");
    expect(fill("{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(fill(en.footer.copyright, { year: 2030, name: "$& {year}" })).toBe("© 2030 $& {year}. All rights reserved.");
  });
});
