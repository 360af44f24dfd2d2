import { PAGE_DEFAULTS, PAGE_LIMITS, PageCreateSchema, type Page } from "../../../../../common/contracts";
import slugify from "slugify";
import { DEFAULT_LANGUAGE, type Language } from "../../../../../common/i18n/languages";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import type { PageBody } from "./api";

export interface PageForm {
  title: string;
  slug: string;
  description: string;
  body: string;
  published: boolean;
  show_in_footer: boolean;
}

export function pageToForm(page: Page | null): PageForm {
  const p = { ...PAGE_DEFAULTS, title: "", slug: "", ...page };
  return { title: p.title, slug: p.slug, description: p.description, body: p.body, published: p.published, show_in_footer: p.show_in_footer };
}

/** What a save sends: every field (a new page needs its address and title; a change sends them again unchanged). */
export function formToPage(form: PageForm): PageBody {
  return { ...form, title: form.title.trim(), slug: form.slug.trim(), description: form.description.trim() };
}

/** The page form's fields as messages name them ("Title is required", `Address "admin" is reserved: …`). */
export const PAGE_RULES: FieldRules = {
  labels: { title: "Title", slug: "Address", description: "Meta description", body: "Content", published: "Published", show_in_footer: "Show in footer" },
};

/** The checks the server makes (the shared schema), before anything is sent: field → message, empty when fine. */
export function pageErrors(form: PageForm): FieldErrors {
  return schemaErrors(PageCreateSchema, formToPage(form), PAGE_RULES);
}

/**
 * An address made from a title in the site's language, offered while the administrator has not typed one: the
 * slugify library transliterates per language ("Über uns" → "ueber-uns" in German, "uber-uns" in English; "&" →
 * "und" / "and"), then only lower-case letters a-z, digits and single hyphens are kept, at most 60 characters.
 */
export function slugFromTitle(title: string, language: Language = DEFAULT_LANGUAGE): string {
  return slugify(title, { locale: language.split("-")[0].toLowerCase(), lower: true, strict: true, trim: true })
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, PAGE_LIMITS.slug)
    .replace(/^-|-$/g, ""); // one hyphen at most at each end: runs became one above (and -+$ would retry every hyphen of a run)
}
