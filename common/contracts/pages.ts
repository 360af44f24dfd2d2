import { z } from "zod";
import { isPageSlug, isReservedSlug, PAGE_SLUG_MAX } from "../reservedSlugs";
import { defineResource } from "./endpoint";
import { flag, markdown, requiredText, text } from "./fields";
import { DeletedSchema, idParams, LanguageQuerySchema, timestamp } from "./shared";
import { translationsAnswer, translationsInput } from "./translations";

export const PAGE_LIMITS = { slug: PAGE_SLUG_MAX, title: 120, description: 300, body: 100_000, pages: 50 } as const;

/** A page's address: 1–60 of a-z, 0-9 and inner hyphens, and none of the names the site uses itself. */
function pageSlug() {
  return z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(PAGE_SLUG_MAX, `must be at most ${PAGE_SLUG_MAX} characters`)
    .refine(isPageSlug, "must use lower-case letters a-z, digits 0-9 and hyphens between them only")
    .refine((slug) => !isReservedSlug(slug), { error: (issue) => `"${String(issue.input)}" is reserved: the site uses that address itself` });
}

/** A page's texts that have translations, with their rules (the slug is shared by every language). */
export const PAGE_TEXT_FIELDS = {
  title: requiredText(PAGE_LIMITS.title),
  description: text(PAGE_LIMITS.description),
  body: markdown(PAGE_LIMITS.body),
};

const pageFields = {
  slug: pageSlug(),
  title: requiredText(PAGE_LIMITS.title),
  /** The meta description search engines show. */
  description: text(PAGE_LIMITS.description),
  /** Markdown. */
  body: markdown(PAGE_LIMITS.body),
  published: flag(),
  show_in_footer: flag(),
  translations: translationsInput(PAGE_TEXT_FIELDS, "a page"),
};

export const PageCreateSchema = z.object(pageFields).partial().required({ slug: true, title: true });
export const PageUpdateSchema = z.object(pageFields).partial();
export type PageInput = z.output<typeof PageUpdateSchema>;

export const PAGE_DEFAULTS = { description: "", body: "", published: false, show_in_footer: false } as const;

/** A page of the site's own (data centres, an SLA, …), served at /{slug} while published. */
const PageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  body: z.string(),
  /** Visitors see it only while published. */
  published: z.boolean(),
  /** Linked in the footer (while published). */
  show_in_footer: z.boolean(),
  updated_at: timestamp(),
  translations: translationsAnswer({ title: z.string(), description: z.string(), body: z.string() }),
});
export type Page = z.infer<typeof PageSchema>;

/** A published page in the public list. */
const PublicPageSummarySchema = z.object({ slug: z.string(), title: z.string(), description: z.string() });
export type PublicPageSummary = z.infer<typeof PublicPageSummarySchema>;

/** A published page as visitors get it. */
const PublicPageSchema = z.object({ slug: z.string(), title: z.string(), description: z.string(), body: z.string(), updated_at: timestamp() });
export type PublicPage = z.infer<typeof PublicPageSchema>;

const slugParams = z.object({
  slug: z.string().refine(isPageSlug, { error: (issue) => `Page "${String(issue.input).slice(0, 60)}" not found` }),
});

/** Pages of the site's own: written in the admin panel, shown to visitors while published. */
export const pagesApi = defineResource("pages", {
  publicList: {
    method: "GET",
    path: "/api/pages",
    access: "public",
    summary: "The published pages",
    description: "`lang` picks the language of titles and descriptions.",
    query: LanguageQuerySchema,
    response: z.array(PublicPageSummarySchema),
  },
  publicGet: {
    method: "GET",
    path: "/api/pages/:slug",
    access: "public",
    summary: "One published page",
    description: "A page that does not exist or is not published is a 404. `lang` picks the language of the texts.",
    params: slugParams,
    query: LanguageQuerySchema,
    response: PublicPageSchema,
    errors: [404],
  },
  list: {
    method: "GET",
    path: "/api/admin/pages",
    access: "admin",
    summary: "Every page, published or not, oldest first",
    response: z.array(PageSchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/pages",
    access: "admin",
    summary: "Create a page",
    description: `Slug and title are required. The slug is 1–${PAGE_SLUG_MAX} lower-case letters, digits and inner hyphens, not one of the addresses the site uses itself (400), and unique (409). New pages are not published. A site has at most ${PAGE_LIMITS.pages} pages.`,
    body: PageCreateSchema,
    response: PageSchema,
    errors: [400, 409],
  },
  update: {
    method: "PUT",
    path: "/api/admin/pages/:id",
    access: "admin",
    summary: "Change a page",
    description:
      "Only the fields sent change; a slug another page has is a 409. `translations` changes only the languages and fields sent (null or empty removes one).",
    params: idParams("Page"),
    body: PageUpdateSchema,
    response: PageSchema,
    errors: [400, 404, 409],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/pages/:id",
    access: "admin",
    summary: "Delete a page",
    params: idParams("Page"),
    response: DeletedSchema,
    errors: [404],
  },
});
