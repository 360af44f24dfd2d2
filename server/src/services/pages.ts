import { PAGE_DEFAULTS, PAGE_LIMITS, type Page, type PageInput } from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { AlreadyExistsError, NotFoundError, ValidationError } from "../errors";
import type { SiteData, Store } from "../store/types";

function assertFreeSlug(draft: SiteData, slug: string, exceptId?: number): void {
  if (draft.pages.some((page) => page.slug === slug && page.id !== exceptId)) {
    throw AlreadyExistsError(`A page at /${slug} already exists`, "slug");
  }
}

export async function createPage(store: Store, input: PageInput & Pick<Page, "slug" | "title">): Promise<Page> {
  return store.update(["pages"], (draft) => {
    if (draft.pages.length >= PAGE_LIMITS.pages) throw ValidationError(`A site has at most ${PAGE_LIMITS.pages} pages: delete one first`);
    assertFreeSlug(draft, input.slug);
    const page: Page = {
      id: store.nextId(draft, "pages"),
      slug: input.slug,
      title: input.title,
      description: input.description ?? PAGE_DEFAULTS.description,
      body: input.body ?? PAGE_DEFAULTS.body,
      published: input.published ?? PAGE_DEFAULTS.published,
      show_in_footer: input.show_in_footer ?? PAGE_DEFAULTS.show_in_footer,
      updated_at: new Date().toISOString(),
      translations: mergeTranslations({}, input.translations),
    };
    draft.pages.push(page);
    return page;
  });
}

export async function updatePage(store: Store, id: number, input: PageInput): Promise<Page> {
  return store.update(["pages"], (draft) => {
    const index = draft.pages.findIndex((page) => page.id === id);
    if (index === -1) throw NotFoundError(`Page ${id} not found`);
    if (input.slug !== undefined) assertFreeSlug(draft, input.slug, id);
    const current = draft.pages[index];
    const updated: Page = {
      ...current,
      ...input,
      id,
      updated_at: new Date().toISOString(),
      translations: mergeTranslations(current.translations, input.translations),
    };
    draft.pages[index] = updated;
    return updated;
  });
}

export async function deletePage(store: Store, id: number): Promise<void> {
  await store.update(["pages"], (draft) => {
    const index = draft.pages.findIndex((page) => page.id === id);
    if (index === -1) throw NotFoundError(`Page ${id} not found`);
    draft.pages.splice(index, 1);
  });
}
