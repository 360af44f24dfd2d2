import { useQueryClient } from "@tanstack/react-query";
import { HOMEPAGE_SECTIONS, type ContentBlock, type ContentBlockInput, type FaqItem } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { useApiMutation, useApiQuery } from "./hooks";
import { asList } from "../lib/asList";

/** Homepage content (hero, features, about): loaded together with a per-section fallback, saved per section. */
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

const contentKeys = { all: ["content"] as const };

/** What loading one section gave: its block, or the error that stopped it. */
type SectionAnswer = { block: Partial<ContentBlock> | null } | { error: unknown };
export interface HomepageContent {
  sections: Record<HomepageSection, SectionAnswer>;
  /** Which call the content came from (shown in the tab's debug box). */
  source: string;
}

const fetchWebsiteContent = (call: ApiCall) => call("GET /api/admin/website-content", { noCache: true });
/** One section by the older path (the per-section fallback of the combined call). */
const fetchWebsiteContentSection = (call: ApiCall, section: HomepageSection) =>
  call("GET /api/website-content/:section", { params: { section }, noCache: true });

/** The combined admin call; when it fails, one call per section (each failing on its own). */
export async function fetchHomepageContent(call: ApiCall): Promise<HomepageContent> {
  try {
    const all: Partial<Record<HomepageSection, ContentBlock>> = await fetchWebsiteContent(call);
    const sections = Object.fromEntries(HOMEPAGE_SECTIONS.map((id) => [id, { block: all?.[id] ?? null }]));
    return { sections: sections as HomepageContent["sections"], source: "GET /api/admin/website-content" };
  } catch (error) {
    console.error("Combined content load failed, trying each section", error);
  }
  const entries = await Promise.all(
    HOMEPAGE_SECTIONS.map(async (id) => {
      try {
        return [id, { block: await fetchWebsiteContentSection(call, id) }] as const;
      } catch (error) {
        console.error(`Loading ${id} content failed`, error);
        return [id, { error }] as const;
      }
    }),
  );
  return { sections: Object.fromEntries(entries) as HomepageContent["sections"], source: "GET /api/website-content/{section} (fallback)" };
}

/** Saves one section (older servers: the fallbacks in common/contracts/legacyPaths.ts). */
export const saveSection = (call: ApiCall, section: HomepageSection, block: ContentBlockInput) =>
  call("PUT /api/admin/content/:section", { params: { section }, body: block });

export const useHomepageContent = () => useApiQuery(contentKeys.all, fetchHomepageContent);
/** Saves one section; the tab loads the content again a second later. */
export const useSaveSection = () =>
  useApiMutation((call, { section, block }: { section: HomepageSection; block: ContentBlockInput }) => saveSection(call, section, block));

/** Loads the content again (after a save, or when asked to reload everything). */
export function useReloadContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}

/** The frequently asked questions: loaded and saved as one list, in order. */
const faqKeys = { all: ["faq"] as const };
const fetchFaq = (call: ApiCall) => call("GET /api/admin/faq", { noCache: true });
/** Replaces the whole list (an empty one removes the FAQ from the home page). */
const saveFaq = (call: ApiCall, items: FaqItem[]) => call("PUT /api/admin/faq", { body: items });

export const useFaq = () => useApiQuery(faqKeys.all, async (call) => asList<FaqItem>(await fetchFaq(call)));
export const useSaveFaq = () => useApiMutation(saveFaq, [faqKeys.all]);
