import { sortPlans } from "../../../common/ordering";
import type { ContentBlock, NavigationItem } from "../../../common/contracts";
import { en, formatText, type Catalog } from "./i18n/catalog";

/**
 * What the public pages show when a block fails to load or is empty: neutral texts without any claim about the
 * company (numbers, guarantees, support hours), which only the administrator's content may make. Each comes in
 * the page's language (its catalog); the English ones are also exported as constants.
 */
export function fallbackNavigation(texts: Catalog): NavigationItem[] {
  const labels = texts.fallback.navigation;
  return [
    { id: 1, label: labels.home, href: "#home", order: 1, is_external: false, dropdown_items: [] },
    { id: 2, label: labels.about, href: "#about", order: 2, is_external: false, dropdown_items: [] },
    { id: 3, label: labels.contact, href: "#contact", order: 3, is_external: false, dropdown_items: [] },
  ];
}

type Block = Pick<ContentBlock, "title" | "subtitle" | "description" | "button_text" | "button_url">;

export function fallbackHero(texts: Catalog): Block {
  return {
    title: texts.fallback.heroTitle,
    subtitle: "",
    description: texts.fallback.heroDescription,
    button_text: texts.common.viewHostingPlans,
    button_url: "#hosting",
  };
}

export function fallbackFeatures(companyName: string, texts: Catalog = en): Block {
  return {
    title: companyName ? formatText(texts.fallback, "featuresTitle", { name: companyName }) : texts.fallback.featuresTitleUnnamed,
    subtitle: "",
    description: texts.fallback.featuresDescription,
    button_text: "",
    button_url: "",
  };
}

export function fallbackAbout(companyName: string, texts: Catalog = en): Block {
  return {
    title: companyName ? formatText(texts.fallback, "aboutTitle", { name: companyName }) : texts.fallback.aboutTitleUnnamed,
    subtitle: "",
    description: texts.fallback.aboutDescription,
    button_text: "",
    button_url: "",
  };
}

export const FALLBACK_NAVIGATION = fallbackNavigation(en);
export const FALLBACK_HERO = fallbackHero(en);

/** A content block with each empty field replaced by the fallback's. */
export function withFallback(block: Partial<ContentBlock> | undefined, fallback: Block): Block {
  return {
    title: block?.title || fallback.title,
    subtitle: block?.subtitle || fallback.subtitle,
    description: block?.description || fallback.description,
    button_text: block?.button_text || fallback.button_text,
    button_url: block?.button_url || fallback.button_url,
  };
}

/** The fixed sections shown when no categories load. */
export interface FallbackGroup {
  title: string;
  type: string;
  sub_type: string;
}

export interface FallbackSection {
  key: "hosting" | "vps" | "gameservers";
  title: string;
  description: string;
  groups: FallbackGroup[];
}

const SECTION_GROUPS: Record<FallbackSection["key"], [Omit<FallbackGroup, "title">, Omit<FallbackGroup, "title">]> = {
  hosting: [
    { type: "shared", sub_type: "ssd" },
    { type: "shared", sub_type: "hdd" },
  ],
  vps: [
    { type: "vps", sub_type: "standard" },
    { type: "vps", sub_type: "performance" },
  ],
  gameservers: [
    { type: "gameserver", sub_type: "standard" },
    { type: "gameserver", sub_type: "performance" },
  ],
};

/** The fixed sections hosting (SSD and HDD shared), vps and gameservers (standard and performance each). */
export function fallbackSections(texts: Catalog): FallbackSection[] {
  return (["hosting", "vps", "gameservers"] as const).map((key) => {
    const section = texts.fallback.sections[key];
    return {
      key,
      title: section.title,
      description: section.description,
      groups: SECTION_GROUPS[key].map((group, index) => ({ ...group, title: section.groups[index] })),
    };
  });
}

export const FALLBACK_SECTIONS = fallbackSections(en);

/**
 * The plans of a fallback group: same type and sub_type (a plan without sub_type goes to the section's first
 * group), in the display order. Category keys are ignored: no categories loaded.
 */
export function plansOfFallbackGroup<P extends { id: number; type: string; sub_type: string; display_order: number; name: string }>(
  plans: readonly P[],
  group: FallbackGroup,
  isFirstGroup: boolean,
): P[] {
  return sortPlans(plans.filter((plan) => plan.type === group.type && (plan.sub_type === group.sub_type || (!plan.sub_type && isFirstGroup))));
}

/** The 404 page shows one of five space facts (English; each catalog has as many). */
export const SPACE_FACTS: readonly string[] = en.notFound.spaceFacts;
