import type { Language } from "../../../common/i18n/languages";
import type { CompanyInfo, ContentBlock, LegalSection, PublicContentBlock, PublicLegalPage } from "../../../common/contracts";
import { imprintMarkdown } from "../../../common/imprint";
import { IMPRINT_TEXTS } from "../../../common/i18n/imprintTexts";
import { copyTranslations, inLanguage } from "./locale";
import { formatUptime } from "./measuredUptime";

/** A block as the admin API answers it: its fields (see presentBlockFields) and its translations. */
export function presentContent<B extends ContentBlock>(block: B): B;
export function presentContent(block: ContentBlock): ContentBlock {
  return { ...presentBlockFields(block), translations: copyTranslations(block.translations) } as ContentBlock;
}

/**
 * A block as visitors get it, its texts in `language`. A translated `description` is its `content` too (the two
 * names hold the same text). An about number with `source: "measured_uptime"` shows the uptime `measure` answers
 * (asked only when there is such a number; see measuredUptime.ts) in the language's number format, or its typed
 * value (perhaps empty) while there is none.
 */
export function presentPublicContent(block: ContentBlock, language: Language, measure: () => number | null = () => null): PublicContentBlock {
  const translated = block.translations?.[language] as { description?: string } | undefined;
  const withContent = translated?.description ? { ...block, content: translated.description } : block;
  const shown = presentBlockFields(inLanguage(withContent, language) as PublicContentBlock);
  if (shown.section !== "about" || !hasMeasuredStat(shown)) return shown;
  const uptime = measure();
  if (uptime === null) return shown;
  return { ...shown, stats: shown.stats.map((stat) => (stat.source === "measured_uptime" ? { ...stat, value: formatUptime(uptime, language) } : stat)) };
}

/** Whether a block shows a number the server measures (its public answer then changes with the status history). */
export function hasMeasuredStat(block: ContentBlock | PublicContentBlock): boolean {
  return block.section === "about" && block.stats.some((stat) => stat.source === "measured_uptime");
}

/**
 * A legal page as visitors read it, in `language`: its block's texts there (translated ones, else the default
 * language's). The imprint counts as edited once it has a text of its own (its `description`, in that language or
 * the default one); until then its text is made from the company's details in `language`, with no date of its own.
 */
export function presentPublicLegal(
  content: Record<LegalSection, ContentBlock>,
  company: CompanyInfo,
  section: LegalSection,
  language: Language,
): PublicLegalPage {
  const block = presentPublicContent(content[section], language) as PublicLegalPage;
  if (section !== "imprint") return { ...block, generated: false };
  // Its title, unless the administrator gave one, is the standard one in that language.
  const title = block.title.trim() || IMPRINT_TEXTS[language].title;
  if (block.description.trim() !== "") return { ...block, title, generated: false };
  const generated = imprintMarkdown(company, language);
  return { ...block, title, description: generated, content: generated, updated_at: null, generated: true };
}

/** A block's own fields: the fields every block has, then its section's own (copies of the lists). */
function presentBlockFields(block: PublicContentBlock): PublicContentBlock {
  const common = {
    title: block.title,
    subtitle: block.subtitle,
    description: block.description,
    content: block.content || block.description,
    button_text: block.button_text,
    button_url: block.button_url,
  };
  switch (block.section) {
    case "hero":
      return {
        section: block.section,
        ...common,
        secondary_button_text: block.secondary_button_text,
        secondary_button_url: block.secondary_button_url,
        highlights: [...block.highlights],
        updated_at: block.updated_at,
      };
    case "features":
      return {
        section: block.section,
        ...common,
        cards: block.cards.map((card) => ({ title: card.title, description: card.description, icon: card.icon, href: card.href })),
        updated_at: block.updated_at,
      };
    case "about":
      return {
        section: block.section,
        ...common,
        stats: block.stats.map((stat) => ({ value: stat.value, label: stat.label, ...(stat.source ? { source: stat.source } : {}) })),
        updated_at: block.updated_at,
      };
    default:
      return { section: block.section, ...common, updated_at: block.updated_at };
  }
}
