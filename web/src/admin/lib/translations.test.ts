import { describe, expect, it } from "vitest";
import {
  editorLanguages,
  entriesBody,
  entryDrafts,
  toTextDrafts,
  translationsBody,
  untranslatedCount,
  withDraftText,
  withTranslatedFields,
} from "./translations";

describe("editor languages", () => {
  it("puts the default language first", () => {
    expect(editorLanguages(["en", "fr", "de"], "de")).toEqual(["de", "en", "fr"]);
  });
});

describe("text drafts", () => {
  it("reads texts and lists of texts (one per line), and nothing else", () => {
    const drafts = toTextDrafts({ de: { name: "Einstieg", features: ["SSL", "Sicherungen"], price: 3 }, xx: { name: "?" } }, ["name", "features", "price"]);
    expect(drafts).toEqual({ de: { name: "Einstieg", features: "SSL\nSicherungen" } });
    expect(toTextDrafts(undefined, ["name"])).toEqual({});
  });

  it("changes one language's field and keeps the rest", () => {
    const drafts = withDraftText({ de: { name: "A", features: "x" }, fr: { name: "B" } }, "de", "name", "C");
    expect(drafts).toEqual({ de: { name: "C", features: "x" }, fr: { name: "B" } });
  });
});

describe("translationsBody", () => {
  it("sends every field of a language with a text (null where empty) and null for languages without any", () => {
    const body = translationsBody({ de: { name: " Einstieg ", features: "" }, fr: { name: "", features: "\n" } }, ["name", "features"], "en", ["features"]);
    expect(body.de).toEqual({ name: "Einstieg", features: null });
    expect(body.fr).toBeNull();
    expect(body["pt-BR"]).toBeNull();
    expect("en" in body).toBe(false);
  });

  it("sends a list as its lines, blank lines dropped", () => {
    expect(translationsBody({ de: { features: "SSL\n\n Backups " } }, ["features"], "en", ["features"]).de).toEqual({ features: ["SSL", "Backups"] });
  });

  it("never sends the default language", () => {
    expect("de" in translationsBody({ de: { name: "X" } }, ["name"], "de")).toBe(false);
  });
});

describe("untranslatedCount", () => {
  it("counts own texts without a translation; empty own texts and translated ones do not count", () => {
    const plan = { name: "Starter", features: ["SSL"], description: "", translations: { de: { name: "Einstieg" } } };
    expect(untranslatedCount(plan, "de", ["name", "features", "description"])).toBe(1);
    expect(untranslatedCount(plan, "fr", ["name", "features", "description"])).toBe(2);
    expect(untranslatedCount({ ...plan, translations: { de: { name: "", features: [] } } }, "de", ["name", "features"])).toBe(2);
  });

  it("counts each text of each entry of a list of entries by position, not icons or links", () => {
    const block = {
      cards: [
        { title: "Fast", description: "NVMe", icon: "speed", href: "#vps" },
        { title: "Safe", description: "", icon: "shield", href: "" },
      ],
      translations: { de: { cards: [{ title: "Schnell" }] } },
    };
    expect(untranslatedCount(block, "de", ["cards"])).toBe(2);
    expect(untranslatedCount(block, "fr", ["cards"])).toBe(3);
  });
});

describe("withTranslatedFields", () => {
  it("puts a translation's problem at its field", () => {
    const rules = withTranslatedFields({ labels: { name: "Plan Name", features: "Features" } });
    expect(rules.fieldOf?.("translations.de.name")).toBe("name");
    expect(rules.fieldOf?.("translations.pt-BR.features.2")).toBe("features");
    expect(rules.fieldOf?.("name")).toBe("name");
    expect(rules.fieldOf?.("other")).toBeNull();
    const list = withTranslatedFields({ labels: { "2.answer": "Answer 3" } });
    expect(list.fieldOf?.("2.translations.de.answer")).toBe("2.answer");
  });
});

describe("lists translated by position", () => {
  it("reads each entry's drafts and sends each entry's texts, empty ones left out", () => {
    const translations = { de: { cards: [{ title: "Schnell" }, { description: "Sicher" }] }, fr: { title: "Titre" } };
    const first = entryDrafts(translations, "cards", 0, ["title", "description"]);
    const second = entryDrafts(translations, "cards", 1, ["title", "description"]);
    expect(first).toEqual({ de: { title: "Schnell" } });
    expect(second).toEqual({ de: { description: "Sicher" } });
    const entries = [{ translations: first }, { translations: second }, {}];
    expect(entriesBody(entries, "de", ["title", "description"])).toEqual([{ title: "Schnell" }, { description: "Sicher" }, {}]);
    expect(entriesBody(entries, "fr", ["title", "description"])).toBeNull();
  });
});
