import type { ContentSection } from "../../../common/contracts";
import { publicApi } from "../lib/publicApi";
import type { PageKind, PublicPageData } from "../../../common/publicPages";
import { emptyCompany, emptySettings } from "./pageData";
import { SPACE_FACTS } from "./fallbacks";

/** A failed block is logged and left empty, so the page shows its fallback (fallbacks.ts) instead. */
async function orFallback<T>(what: string, load: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await load();
  } catch (error) {
    console.warn(`Could not load ${what}:`, error);
    return fallback;
  }
}

/** Client-side data loading, used only when the page came without server-rendered data. */
export async function loadPageData(page: PageKind): Promise<PublicPageData> {
  const sections: ContentSection[] = page === "home" ? ["hero", "features", "about"] : page === "terms" || page === "privacy" ? [page] : [];
  const home = page === "home";
  const [info, navigation, plans, categories, promos, blocks] = await Promise.all([
    orFallback("site info", publicApi.siteInfo, {
      settings: emptySettings(),
      company: emptyCompany(),
      logo_url: null,
      favicon_url: null,
      social_image_url: null,
      hero_image_url: null,
    }),
    orFallback("navigation", publicApi.navigation, []),
    home ? orFallback("plans", publicApi.hostingPlans, []) : [],
    home ? orFallback("categories", publicApi.hostingCategories, []) : [],
    home ? orFallback("promo codes", publicApi.promoCodes, []) : [],
    Promise.all(sections.map((section) => orFallback(`${section} content`, () => publicApi.content(section), undefined))),
  ]);
  const content: PublicPageData["content"] = {};
  sections.forEach((section, index) => {
    const block = blocks[index];
    if (block) content[section] = block;
  });
  return {
    page,
    settings: info.settings,
    company: info.company,
    navigation,
    status: null,
    year: new Date().getFullYear(),
    plans,
    categories,
    promos,
    content,
    factIndex: Math.floor(Math.random() * SPACE_FACTS.length),
  };
}
