import { describe, expect, it } from "vitest";
import { untranslatedByArea, untranslatedSummary, type TranslatableTexts } from "./untranslated";

const empty: TranslatableTexts = {
  content: {},
  plans: [],
  categories: [],
  promoCodes: [],
  navigation: [],
  company: null,
  pages: [],
  faq: [],
  settings: null,
  statusMonitors: [],
  incidents: [],
  maintenance: [],
  locations: [],
};

describe("untranslated texts per language", () => {
  const texts: TranslatableTexts = {
    ...empty,
    content: {
      hero: {
        title: "Fast",
        subtitle: "",
        description: "D",
        button_text: "Go",
        button_url: "#x",
        secondary_button_text: "",
        highlights: ["SSL"],
        translations: { de: { title: "Schnell" } },
      },
      features: {
        title: "F",
        subtitle: "",
        description: "",
        button_text: "",
        cards: [{ title: "VPS", description: "Root", icon: "vps", href: "#vps" }],
        translations: {},
      },
      terms: { title: "Terms", description: "# Terms", translations: { de: { title: "AGB", description: "# AGB" } } },
    },
    plans: [
      { name: "Starter", features: ["SSL"], translations: { de: { name: "Einstieg", features: ["SSL"] } } },
      { name: "Pro", features: [] },
    ],
    navigation: [{ label: "Hosting", dropdown_items: [{ label: "VPS", href: "#vps" }], translations: { de: { label: "Hosting" } } }],
    faq: [{ question: "Q?", answer: "A.", translations: { de: { answer: "A." } } }],
    settings: { site_title: "My site", site_description: "", maintenance_message: "", tax_label: "VAT", translations: {} },
  };

  it("counts each area's texts without a translation, links and empty texts left out", () => {
    expect(untranslatedByArea(texts, "de")).toEqual({
      // hero: description, button text, highlights; features: title, card title, card description; FAQ: question
      content: 7,
      legal: 0,
      plans: 1,
      categories: 0,
      locations: 0,
      promoCodes: 0,
      navigation: 1,
      company: 0,
      pages: 0,
      // the site title and the tax label, as the Site Settings tab counts them
      settings: 2,
      status: 0,
    });
    expect(untranslatedByArea(empty, "de")).toMatchObject({ content: 0, plans: 0 });
  });

  it("counts of the status page what visitors see: shown monitors, published incidents and maintenance windows", () => {
    const status: TranslatableTexts = {
      ...empty,
      statusMonitors: [
        // Shown: its group has no German text (an empty name is Uptime Kuma's and not counted).
        { name: "", group: "Hosting", visible: true, translations: { de: { name: "Netz" } } },
        // Hidden: visitors never read it.
        { name: "Backup box", group: "", visible: false, translations: {} },
      ],
      incidents: [
        { title: "Slow mail", published: true, translations: {} },
        { title: "Draft", published: false, translations: {} },
      ],
      maintenance: [{ title: "Router swap", body: "Short.", published: true, translations: { de: { title: "Routertausch" } } }],
    };
    expect(untranslatedByArea(status, "de").status).toBe(3);
  });

  it("counts the locations' names and cities (an empty city is not counted)", () => {
    const locations: TranslatableTexts = {
      ...empty,
      locations: [
        { name: "Frankfurt", city: "Frankfurt am Main", translations: { de: { name: "Frankfurt" } } },
        { name: "Amsterdam", city: "", translations: {} },
      ],
    };
    expect(untranslatedByArea(locations, "de").locations).toBe(2);
  });

  it("sums up each language but the default, with only the areas that have untranslated texts", () => {
    const summary = untranslatedSummary(texts, ["en", "de", "fr"], "en");
    expect(summary.map(({ language, total }) => [language, total])).toEqual([
      ["de", 11],
      ["fr", 18],
    ]);
    expect(summary[0].areas.map((area) => [area.tab, area.count])).toEqual([
      ["content", 7],
      ["plans", 1],
      ["navigation", 1],
      ["settings", 2],
    ]);
  });
});
