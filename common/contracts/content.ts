import { z } from "zod";
import { defineResource } from "./endpoint";
import { LIMITS, safeHref, text } from "./fields";
import { timestamp } from "./shared";

export const HOMEPAGE_SECTIONS = ["hero", "features", "about"] as const;
export const LEGAL_SECTIONS = ["terms", "privacy"] as const;
export const CONTENT_SECTIONS = [...HOMEPAGE_SECTIONS, ...LEGAL_SECTIONS] as const;
export type ContentSection = (typeof CONTENT_SECTIONS)[number];

export function isContentSection(value: string): value is ContentSection {
  return (CONTENT_SECTIONS as readonly string[]).includes(value);
}

/** What a block's save takes. `content` is accepted as another name of `description`. */
export const ContentBlockInputSchema = z
  .object({
    title: text(LIMITS.title),
    subtitle: text(LIMITS.shortText),
    description: text(LIMITS.markdown),
    content: text(LIMITS.markdown),
    button_text: text(100),
    button_url: safeHref(),
  })
  .partial();
export type ContentBlockInput = z.output<typeof ContentBlockInputSchema>;

/** What a save naming its block in the body takes (the legal pages' editor): {section, title, description}. */
export const LegalContentSchema = ContentBlockInputSchema.extend({
  section: z.enum(CONTENT_SECTIONS, { error: `must be one of ${CONTENT_SECTIONS.join(", ")}` }),
});

/** A block of text of the site: a home page section (hero, features, about) or a legal page (terms, privacy). */
export const ContentBlockSchema = z.object({
  section: z.enum(CONTENT_SECTIONS),
  title: z.string(),
  subtitle: z.string(),
  /** The text; markdown for the legal pages. */
  description: z.string(),
  /** The same text as `description` (older clients read this name). */
  content: z.string(),
  button_text: z.string(),
  button_url: z.string(),
  updated_at: timestamp().nullable(),
});
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

const sectionParams = (message: (section: string) => string) =>
  z.object({ section: z.enum(CONTENT_SECTIONS, { error: (issue) => message(String(issue.input)) }) });
const typeParams = z.object({ type: z.enum(CONTENT_SECTIONS, { error: (issue) => `No content of type "${String(issue.input)}"` }) });
const adminSectionParams = sectionParams((section) => `No content section "${section}"`);

/** The site's texts: home page sections and legal pages. */
export const contentApi = defineResource("content", {
  publicGet: {
    method: "GET",
    path: "/api/content/:type",
    access: "public",
    summary: "One block of the site's text, as visitors' pages show it",
    description: `\`type\` is one of ${CONTENT_SECTIONS.join(", ")}; anything else is a 404.`,
    params: typeParams,
    response: ContentBlockSchema,
    errors: [404],
  },
  homepage: {
    method: "GET",
    path: "/api/admin/website-content",
    access: "admin",
    summary: "The three home page sections at once",
    response: z.object({ hero: ContentBlockSchema, features: ContentBlockSchema, about: ContentBlockSchema }),
  },
  get: {
    method: "GET",
    path: "/api/admin/content/:section",
    access: "admin",
    summary: "One block of text",
    params: adminSectionParams,
    response: ContentBlockSchema,
    errors: [404],
  },
  save: {
    method: "PUT",
    path: "/api/admin/content/:section",
    access: "admin",
    summary: "Change one block of text",
    description: "Only the fields sent change; `content` is taken as `description`.",
    params: adminSectionParams,
    body: ContentBlockInputSchema,
    response: ContentBlockSchema,
    errors: [400, 404],
  },
  saveLegal: {
    method: "PUT",
    path: "/api/content",
    access: "admin",
    summary: "Change a legal page (or any block), naming it in the body",
    description: "The body is `{section, title, description}`; only the fields sent change.",
    body: LegalContentSchema,
    response: ContentBlockSchema,
    errors: [400],
  },
});
