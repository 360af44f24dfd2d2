import type { ContentBlock } from "../../../../../common/schemas";
import type { ApiClient } from "../../api/client";
import type { HomepageSection } from "../../api/content";
import { errorText, isStatus } from "../../api/http";

export const SECTIONS: { id: HomepageSection; label: string }[] = [
  { id: "hero", label: "Hero" },
  { id: "features", label: "Features" },
  { id: "about", label: "About" },
];

export interface SectionForm {
  title: string;
  subtitle: string;
  description: string;
  button_text: string;
  button_url: string;
}
export type ContentForms = Record<HomepageSection, SectionForm>;

export const LOADING_FAILED_TITLE = "(Loading Failed)";

export function toSectionForm(block: Partial<ContentBlock> | null | undefined): SectionForm {
  return {
    title: block?.title ?? "",
    subtitle: block?.subtitle ?? "",
    description: block?.description || block?.content || "",
    button_text: block?.button_text ?? "",
    button_url: block?.button_url ?? "",
  };
}

/** SPEC §8: a section that failed to load says so, and tells the administrator what to do. */
export function failedSection(error: unknown): SectionForm {
  const description = isStatus(error, 401)
    ? "Authentication failed. Please log in again to load this content."
    : `Could not load this content (${errorText(error)}). Check the backend connection and use 'Reload from Database'.`;
  return { title: LOADING_FAILED_TITLE, subtitle: "", description, button_text: "", button_url: "" };
}

/** Loads all three sections: the combined admin call, else one fallback call per section (SPEC §7). */
export async function loadContent(api: ApiClient): Promise<{ forms: ContentForms; source: string }> {
  try {
    const all = await api.websiteContent();
    const forms = Object.fromEntries(SECTIONS.map(({ id }) => [id, toSectionForm(all?.[id])])) as ContentForms;
    return { forms, source: "GET /api/admin/website-content" };
  } catch (error) {
    console.error("Combined content load failed, trying each section", error);
  }
  const entries = await Promise.all(
    SECTIONS.map(async ({ id }) => {
      try {
        return [id, toSectionForm(await api.websiteContentSection(id))] as const;
      } catch (error) {
        console.error(`Loading ${id} content failed`, error);
        return [id, failedSection(error)] as const;
      }
    }),
  );
  return { forms: Object.fromEntries(entries) as ContentForms, source: "GET /api/website-content/{section} (fallback)" };
}

/** SPEC §8 content save failure texts. */
export function contentSaveError(error: unknown): string {
  if (isStatus(error, 404)) return "Error saving content: the backend content endpoints were not found (404).";
  if (isStatus(error, 401)) return "Error saving content: authentication failed. Please log in again.";
  if (isStatus(error, 405)) return "Error saving content: HTTP method not allowed (405).";
  return `Error saving content: ${errorText(error)}`;
}
