import { z } from "zod";
import { LIMITS, safeHref, text } from "./fields";

export const HOMEPAGE_SECTIONS = ["hero", "features", "about"] as const;
export const LEGAL_SECTIONS = ["terms", "privacy"] as const;
export const CONTENT_SECTIONS = [...HOMEPAGE_SECTIONS, ...LEGAL_SECTIONS] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export function isContentSection(value: string): value is ContentSection {
  return (CONTENT_SECTIONS as readonly string[]).includes(value);
}

/** Body of POST/PUT /api/admin/content/{section}. `content` is accepted as an alias of `description`. */
export const ContentBlockSchema = z
  .object({
    title: text(LIMITS.title),
    subtitle: text(LIMITS.shortText),
    description: text(LIMITS.markdown),
    content: text(LIMITS.markdown),
    button_text: text(100),
    button_url: safeHref(),
  })
  .partial();
export type ContentBlockInput = z.output<typeof ContentBlockSchema>;

/** Body of PUT /api/content (legal pages): {section, title, description}. */
export const LegalContentSchema = ContentBlockSchema.extend({
  section: z.enum(CONTENT_SECTIONS, { error: `must be one of ${CONTENT_SECTIONS.join(", ")}` }),
});

export interface ContentBlock {
  section: ContentSection;
  title: string;
  subtitle: string;
  description: string;
  content: string;
  button_text: string;
  button_url: string;
  updated_at: string | null;
}
