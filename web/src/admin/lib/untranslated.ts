import {
  BLOCK_STORED_TEXT_FIELDS,
  CATEGORY_TEXT_FIELDS,
  COMPANY_TEXT_FIELDS,
  countedTextNames,
  FAQ_TEXT_FIELDS,
  INCIDENT_TEXT_FIELDS,
  LOCATION_TEXT_FIELDS,
  MAINTENANCE_TEXT_FIELDS,
  NAVIGATION_TEXT_FIELDS,
  PAGE_TEXT_FIELDS,
  PLAN_TEXT_FIELDS,
  PROMO_TEXT_FIELDS,
  SITE_TEXT_FIELDS,
  STATUS_MONITOR_TEXT_FIELDS,
} from "../../../../common/contracts";
import type { Language } from "../../../../common/i18n/languages";
import { untranslatedCount } from "./translations";

/** A record as an admin GET answers it: its own texts and its `translations`. */
type TextRecord = Record<string, unknown>;

/** Everything the site's visitors read that the admin writes, as the admin GETs answer it. */
export interface TranslatableTexts {
  /** The content blocks by section (hero, features, about, terms, privacy, imprint). */
  content: Partial<Record<string, TextRecord>>;
  plans: TextRecord[];
  categories: TextRecord[];
  promoCodes: TextRecord[];
  navigation: TextRecord[];
  company: TextRecord | null;
  pages: TextRecord[];
  faq: TextRecord[];
  settings: TextRecord | null;
  /** The status page's monitors, incidents and maintenance windows. */
  statusMonitors: TextRecord[];
  incidents: TextRecord[];
  maintenance: TextRecord[];
  /** The data-centre locations (their names and cities). */
  locations: TextRecord[];
}

/** Where texts wait for a translation, by the tab they are edited in. */
const TEXT_AREAS = [
  { id: "content", label: "Website Content", tab: "content" },
  { id: "legal", label: "Legal Pages", tab: "legal" },
  { id: "plans", label: "Hosting Plans", tab: "plans" },
  { id: "categories", label: "Plan Categories", tab: "categories" },
  { id: "locations", label: "Locations", tab: "locations" },
  { id: "promoCodes", label: "Promo Codes", tab: "promoCodes" },
  { id: "navigation", label: "Navigation Menu", tab: "navigation" },
  { id: "company", label: "Company Info", tab: "company" },
  { id: "pages", label: "Pages", tab: "pages" },
  { id: "status", label: "Status", tab: "status" },
  { id: "settings", label: "Site Settings", tab: "settings" },
] as const;
export type TextArea = (typeof TEXT_AREAS)[number]["id"];

/** The texts counted in each kind of record: its contract's text fields but the addresses (usually the same in every language). */
const COUNTED = {
  hero: countedTextNames(BLOCK_STORED_TEXT_FIELDS.hero),
  features: countedTextNames(BLOCK_STORED_TEXT_FIELDS.features),
  about: countedTextNames(BLOCK_STORED_TEXT_FIELDS.about),
  legal: countedTextNames(BLOCK_STORED_TEXT_FIELDS.legal),
  plan: countedTextNames(PLAN_TEXT_FIELDS),
  category: countedTextNames(CATEGORY_TEXT_FIELDS),
  promoCode: countedTextNames(PROMO_TEXT_FIELDS),
  navigation: countedTextNames(NAVIGATION_TEXT_FIELDS),
  company: countedTextNames(COMPANY_TEXT_FIELDS),
  page: countedTextNames(PAGE_TEXT_FIELDS),
  faq: countedTextNames(FAQ_TEXT_FIELDS),
  settings: countedTextNames(SITE_TEXT_FIELDS),
  statusMonitor: countedTextNames(STATUS_MONITOR_TEXT_FIELDS),
  incident: countedTextNames(INCIDENT_TEXT_FIELDS),
  maintenance: countedTextNames(MAINTENANCE_TEXT_FIELDS),
  location: countedTextNames(LOCATION_TEXT_FIELDS),
};

const published = (records: readonly TextRecord[]) => records.filter((record) => record.published === true);

const sum = (records: readonly TextRecord[], language: Language, fields: readonly string[]) =>
  records.reduce((total, record) => total + untranslatedCount(record, language, fields), 0);

/**
 * How many texts have no translation in `language`, by area (the FAQ counts with Website Content, dropdown
 * entries with the menu; of the status page, what visitors see: shown monitors, published incidents and windows).
 * A text the default language leaves empty is not counted.
 */
export function untranslatedByArea(texts: TranslatableTexts, language: Language): Record<TextArea, number> {
  const blocks = (["hero", "features", "about"] as const).map((section) => {
    const block = texts.content[section];
    return block ? untranslatedCount(block, language, COUNTED[section]) : 0;
  });
  const legal = (["terms", "privacy", "imprint"] as const).map((section) => texts.content[section]).filter((block): block is TextRecord => !!block);
  const menu = texts.navigation.flatMap((item) => [item, ...((item.dropdown_items as TextRecord[] | undefined) ?? [])]);
  return {
    content: blocks.reduce((a, b) => a + b, 0) + sum(texts.faq, language, COUNTED.faq),
    legal: sum(legal, language, COUNTED.legal),
    plans: sum(texts.plans, language, COUNTED.plan),
    categories: sum(texts.categories, language, COUNTED.category),
    locations: sum(texts.locations, language, COUNTED.location),
    promoCodes: sum(texts.promoCodes, language, COUNTED.promoCode),
    navigation: sum(menu, language, COUNTED.navigation),
    company: texts.company ? untranslatedCount(texts.company, language, COUNTED.company) : 0,
    pages: sum(texts.pages, language, COUNTED.page),
    settings: texts.settings ? untranslatedCount(texts.settings, language, COUNTED.settings) : 0,
    status:
      sum(
        texts.statusMonitors.filter((monitor) => monitor.visible === true),
        language,
        COUNTED.statusMonitor,
      ) +
      sum(published(texts.incidents), language, COUNTED.incident) +
      sum(published(texts.maintenance), language, COUNTED.maintenance),
  };
}

/** Each language but the default, with its untranslated texts in all and by area (areas with none left out). */
export function untranslatedSummary(texts: TranslatableTexts, languages: readonly Language[], defaultLanguage: Language) {
  return languages
    .filter((language) => language !== defaultLanguage)
    .map((language) => {
      const byArea = untranslatedByArea(texts, language);
      const areas = TEXT_AREAS.map((area) => ({ ...area, count: byArea[area.id] })).filter((area) => area.count > 0);
      return { language, total: areas.reduce((total, area) => total + area.count, 0), areas };
    });
}
