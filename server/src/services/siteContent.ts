import {
  CONTENT_SECTIONS,
  SECTION_ONLY_FIELDS,
  type CompanyInfo,
  type CompanyInfoInput,
  type ContentBlock,
  type ContentBlockInput,
  type ContentSection,
  type NavigationItem,
  type NavigationItemInput,
} from "../../../common/contracts";
import { ValidationError } from "../errors";
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

/** A field that belongs to another section than the one saved (e.g. `cards` sent for the hero) is a 400 naming it. */
function assertOwnFields(section: ContentSection, input: ContentBlockInput): void {
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || SECTION_ONLY_FIELDS[section].includes(field)) continue;
    const owner = CONTENT_SECTIONS.find((other) => SECTION_ONLY_FIELDS[other].includes(field));
    if (!owner) continue;
    const message = `belongs to the ${owner} section, not ${section}`;
    throw ValidationError(`${field}: ${message}`, [{ field, message }]);
  }
}

/** Saves a content block: only the fields sent change (a list replaces the stored one); `content` and `description` are kept in step (legal pages use both names). */
export async function saveContent(store: Store, section: ContentSection, input: ContentBlockInput): Promise<ContentBlock> {
  assertOwnFields(section, input);
  return store.update(["content"], (draft) => {
    const current = draft.content[section];
    const body = input.description ?? input.content;
    // Only fields of this section are left in `input`, so the result is a block of this section.
    const next = {
      ...current,
      ...input,
      section,
      ...(body !== undefined ? { description: body, content: body } : {}),
      updated_at: new Date().toISOString(),
    } as ContentBlock;
    (draft.content as Record<ContentSection, ContentBlock>)[section] = next;
    return next;
  });
}
