import { sortCategories, sortNavigation } from "../../../common/ordering";
import { promoState } from "../../../common/rules";
import type { Language } from "../../../common/i18n/languages";
import type {
  Category,
  CompanyInfo,
  ContentBlock,
  NavigationItem,
  PromoCode,
  PublicCategory,
  PublicCompanyInfo,
  PublicContentBlock,
  PublicNavigationItem,
  PublicPromoCode,
} from "../../../common/contracts";
import { imprintMarkdown } from "../../../common/imprint";
import { IMPRINT_TEXTS } from "../../../common/i18n/imprintTexts";
import type { LegalSection, PublicLegalPage } from "../../../common/contracts";
import { copyTranslations, inLanguage } from "./locale";

export function presentCategory(category: Category): Category {
  return {
    ...categoryFields(category),
    created_at: category.created_at,
    updated_at: category.updated_at,
    translations: copyTranslations(category.translations),
  };
}

/** A category as visitors see it, its texts in `language`. */
function presentPublicCategory(category: Category, language: Language): PublicCategory {
  return categoryFields(inLanguage(category, language));
}

function categoryFields(category: Omit<Category, "translations">): PublicCategory {
  return {
    id: category.id,
    key: category.key,
    display_name: category.display_name,
    description: category.description,
    section_title: category.section_title,
    section_description: category.section_description,
    type: category.type,
    sub_type: category.sub_type,
    is_active: category.is_active,
    display_order: category.display_order,
    supports_custom_features: category.supports_custom_features,
    supports_containers: category.supports_containers,
  };
}

export { sortCategories } from "../../../common/ordering";

/** Visitors see active categories only, in the display order (of the default language's names), texts in `language`. */
export function publicCategories(categories: readonly Category[], language: Language): PublicCategory[] {
  return sortCategories(categories.filter((category) => category.is_active)).map((category) => presentPublicCategory(category, language));
}

export function presentPromo(promo: PromoCode): PromoCode {
  return { ...promoFields(promo), created_at: promo.created_at, updated_at: promo.updated_at, translations: copyTranslations(promo.translations) };
}

/** A promo code as visitors see it, its texts in `language`. */
function presentPublicPromo(promo: PromoCode, language: Language): PublicPromoCode {
  return promoFields(inLanguage(promo, language));
}

function promoFields(promo: Omit<PromoCode, "translations">): PublicPromoCode {
  return {
    id: promo.id,
    code: promo.code,
    title: promo.title,
    description: promo.description,
    discount_percentage: promo.discount_percentage,
    discount_amount: promo.discount_amount,
    starts_at: promo.starts_at ?? null,
    expiry_date: promo.expiry_date,
    display_location: promo.display_location,
    button_text: promo.button_text,
    button_url: promo.button_url,
    is_active: promo.is_active,
  };
}

/** Visitors see active codes that have started and not expired, their texts in `language`. */
export function publicPromos(promos: readonly PromoCode[], now: Date, language: Language): PublicPromoCode[] {
  return promos.filter((promo) => promoState(promo, now) === "active").map((promo) => presentPublicPromo(promo, language));
}

/**
 * The next moment an active code starts or expires: the public promo answers change then, without any write,
 * so it is part of their cache version.
 */
export function nextPromoChange(promos: readonly PromoCode[], now: Date): string {
  const nowIso = now.toISOString();
  const upcoming = promos
    .filter((promo) => promo.is_active)
    .flatMap((promo) => [promo.starts_at, promo.expiry_date])
    .filter((moment): moment is string => typeof moment === "string" && moment > nowIso)
    .sort();
  return upcoming[0] ?? "none";
}

/**
 * nextPromoChange, worked out again only when the codes have changed (a new store version), the moment it named
 * has come or the clock has gone back: the public promo list and the home page ask for it on every request.
 */
export function promoChangeClock(): (version: string, promos: () => readonly PromoCode[], now: Date) => string {
  let knownVersion: string | undefined;
  let next = "none";
  let workedOutAt = Number.POSITIVE_INFINITY;
  let validUntil = Number.NEGATIVE_INFINITY;
  return (version, promos, now) => {
    const at = now.getTime();
    if (version !== knownVersion || at >= validUntil || at < workedOutAt) {
      knownVersion = version;
      next = nextPromoChange(promos(), now);
      workedOutAt = at;
      validUntil = next === "none" ? Number.POSITIVE_INFINITY : instantOf(next);
    }
    return next;
  };
}

/** The instant of a stored ISO date-time, when it is in the form toISOString() writes (where text order is time order); otherwise -Infinity. */
function instantOf(iso: string): number {
  const at = Date.parse(iso);
  return !Number.isNaN(at) && new Date(at).toISOString() === iso ? at : Number.NEGATIVE_INFINITY;
}

/** The menu as the admin API answers it: every item and dropdown entry with its translations. */
export function presentNavigation(items: readonly NavigationItem[]): NavigationItem[] {
  return sortNavigation(items).map((item) => ({
    id: item.id,
    label: item.label,
    href: item.href,
    order: item.order,
    is_external: item.is_external,
    dropdown_items: item.dropdown_items.map((entry) => ({ label: entry.label, href: entry.href, translations: copyTranslations(entry.translations) })),
    translations: copyTranslations(item.translations),
  }));
}

/** The menu as visitors see it: labels (dropdown entries' too) in `language`. */
export function presentPublicNavigation(items: readonly NavigationItem[], language: Language): PublicNavigationItem[] {
  return sortNavigation(items).map((item) => ({
    id: item.id,
    label: inLanguage(item, language).label,
    href: item.href,
    order: item.order,
    is_external: item.is_external,
    dropdown_items: item.dropdown_items.map((entry) => ({ label: inLanguage(entry, language).label, href: entry.href })),
  }));
}

/** A block as the admin API answers it: its fields (see presentBlockFields) and its translations. */
export function presentContent<B extends ContentBlock>(block: B): B;
export function presentContent(block: ContentBlock): ContentBlock {
  return { ...presentBlockFields(block), translations: copyTranslations(block.translations) } as ContentBlock;
}

/**
 * A block as visitors get it, its texts in `language`. A translated `description` is its `content` too (the two
 * names hold the same text).
 */
export function presentPublicContent(block: ContentBlock, language: Language): PublicContentBlock {
  const translated = block.translations?.[language] as { description?: string } | undefined;
  const withContent = translated?.description ? { ...block, content: translated.description } : block;
  return presentBlockFields(inLanguage(withContent, language) as PublicContentBlock);
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
      return { section: block.section, ...common, stats: block.stats.map((stat) => ({ value: stat.value, label: stat.label })), updated_at: block.updated_at };
    default:
      return { section: block.section, ...common, updated_at: block.updated_at };
  }
}

export function presentCompany(company: CompanyInfo): CompanyInfo {
  return { ...companyFields(company), translations: copyTranslations(company.translations) };
}

/** The company as visitors' pages see it, its texts in `language`. */
export function presentPublicCompany(company: CompanyInfo, language: Language): PublicCompanyInfo {
  return companyFields(inLanguage(company, language));
}

function companyFields(company: Omit<CompanyInfo, "translations">): PublicCompanyInfo {
  return {
    name: company.name,
    tagline: company.tagline,
    description: company.description,
    contact_email: company.contact_email,
    phone: company.phone,
    founded_year: company.founded_year,
    address: company.address,
    features: [...company.features],
    legal_form: company.legal_form,
    managing_directors: [...company.managing_directors],
    register_court: company.register_court,
    register_number: company.register_number,
    vat_id: company.vat_id,
    supervisory_authority: company.supervisory_authority,
  };
}
