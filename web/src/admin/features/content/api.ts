import { useQueryClient } from "@tanstack/react-query";
import { HOMEPAGE_SECTIONS, type ContentBlock, type ContentBlockInput } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { isStatus, type Http } from "../../api/http";

/** Homepage content (hero, features, about): loaded together with a per-section fallback, saved per section. */
export type HomepageSection = (typeof HOMEPAGE_SECTIONS)[number];

export const contentKeys = { all: ["content"] as const };

/** What loading one section gave: its block, or the error that stopped it. */
export type SectionAnswer = { block: Partial<ContentBlock> | null } | { error: unknown };
export interface HomepageContent {
  sections: Record<HomepageSection, SectionAnswer>;
  /** Which call the content came from (shown in the tab's debug box). */
  source: string;
}

export const fetchWebsiteContent = (http: Http) =>
  http<Partial<Record<HomepageSection, Partial<ContentBlock>>>>("/api/admin/website-content", { noCache: true });
export const fetchWebsiteContentSection = (http: Http, section: HomepageSection) =>
  http<Partial<ContentBlock>>(`/api/website-content/${section}`, { noCache: true });

/** The combined admin call; when it fails, one public call per section (each failing on its own). */
export async function fetchHomepageContent(http: Http): Promise<HomepageContent> {
  try {
    const all = await fetchWebsiteContent(http);
    const sections = Object.fromEntries(HOMEPAGE_SECTIONS.map((id) => [id, { block: all?.[id] ?? null }]));
    return { sections: sections as HomepageContent["sections"], source: "GET /api/admin/website-content" };
  } catch (error) {
    console.error("Combined content load failed, trying each section", error);
  }
  const entries = await Promise.all(
    HOMEPAGE_SECTIONS.map(async (id) => {
      try {
        return [id, { block: await fetchWebsiteContentSection(http, id) }] as const;
      } catch (error) {
        console.error(`Loading ${id} content failed`, error);
        return [id, { error }] as const;
      }
    }),
  );
  return { sections: Object.fromEntries(entries) as HomepageContent["sections"], source: "GET /api/website-content/{section} (fallback)" };
}

/** POST first; when the server answers 405, the same body with PUT. */
export async function saveSection(http: Http, section: HomepageSection, block: ContentBlockInput): Promise<unknown> {
  const path = `/api/admin/content/${section}`;
  try {
    return await http(path, { method: "POST", body: block });
  } catch (error) {
    if (isStatus(error, 405)) return http(path, { method: "PUT", body: block });
    throw error;
  }
}

export const useHomepageContent = () => useApiQuery(contentKeys.all, fetchHomepageContent);
/** Saves one section; the tab loads the content again a second later. */
export const useSaveSection = () => useApiMutation((http, { section, block }: { section: HomepageSection; block: ContentBlockInput }) => saveSection(http, section, block));

/** Loads the content again (after a save, or when asked to reload everything). */
export function useReloadContent() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contentKeys.all });
}
