import type { ContentBlock } from "../../../../../common/contracts";
import { errorText, isStatus } from "../../../lib/api/errors";
import type { HomepageContent, HomepageSection } from "./api";

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

/** A section that failed to load says so, and tells the administrator what to do. */
export function failedSection(error: unknown): SectionForm {
  const description = isStatus(error, 401)
    ? "Authentication failed. Please log in again to load this content."
    : `Could not load this content (${errorText(error)}). Check the backend connection and use 'Reload from Database'.`;
  return { title: LOADING_FAILED_TITLE, subtitle: "", description, button_text: "", button_url: "" };
}

/** The three sections as forms (null while nothing has loaded yet). */
export function toForms(content: HomepageContent | undefined): ContentForms | null {
  if (!content) return null;
  const entries = SECTIONS.map(({ id }) => {
    const answer = content.sections[id];
    return [id, "error" in answer ? failedSection(answer.error) : toSectionForm(answer.block)] as const;
  });
  return Object.fromEntries(entries) as ContentForms;
}

/** The content save failure texts: 404, 401 and 405 each say what went wrong; otherwise the error text. */
export function contentSaveError(error: unknown): string {
  if (isStatus(error, 404)) return "Error saving content: the backend content endpoints were not found (404).";
  if (isStatus(error, 401)) return "Error saving content: authentication failed. Please log in again.";
  if (isStatus(error, 405)) return "Error saving content: HTTP method not allowed (405).";
  return `Error saving content: ${errorText(error)}`;
}
