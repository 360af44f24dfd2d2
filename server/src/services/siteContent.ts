import type {
  CompanyInfo,
  CompanyInfoInput,
  ContentBlock,
  ContentBlockInput,
  ContentSection,
  NavigationItem,
  NavigationItemInput,
} from "../../../common/contracts";
import type { Store } from "../store/types";

export async function updateCompany(store: Store, input: CompanyInfoInput): Promise<CompanyInfo> {
  return store.update(["company"], (draft) => {
    draft.company = { ...draft.company, ...input };
    return draft.company;
  });
}

/** Replaces the whole menu; items keep their id when they send one that exists, others get a new id. */
export async function saveNavigation(store: Store, items: NavigationItemInput[]): Promise<NavigationItem[]> {
  return store.update(["navigation"], (draft) => {
    const existing = new Set(draft.navigation.map((item) => item.id));
    const used = new Set<number>();
    draft.navigation = items.map((item, index) => {
      const wanted = Number(item.id);
      const id = Number.isInteger(wanted) && existing.has(wanted) && !used.has(wanted) ? wanted : store.nextId(draft, "navigation");
      used.add(id);
      return {
        id,
        label: item.label,
        href: item.href || "#",
        order: item.order ?? index + 1,
        is_external: item.is_external ?? /^https?:\/\//i.test(item.href),
        dropdown_items: (item.dropdown_items ?? []).map((entry) => ({ label: entry.label, href: entry.href || "#" })),
      };
    });
    return draft.navigation;
  });
}

/** Saves a content block; `content` and `description` are kept in step (legal pages use both names). */
export async function saveContent(store: Store, section: ContentSection, input: ContentBlockInput): Promise<ContentBlock> {
  return store.update(["content"], (draft) => {
    const current = draft.content[section];
    const body = input.description ?? input.content;
    const next: ContentBlock = {
      ...current,
      ...input,
      section,
      ...(body !== undefined ? { description: body, content: body } : {}),
      updated_at: new Date().toISOString(),
    };
    draft.content[section] = next;
    return next;
  });
}
