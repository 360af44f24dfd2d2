import {
  CONTENT_SECTIONS,
  SECTION_ONLY_FIELDS,
  type CompanyInfo,
  type CompanyInfoInput,
  type ContentBlock,
  type ContentBlockInput,
  type ContentSection,
  type NavigationDropdownItem,
  type NavigationItem,
  type NavigationItemInput,
} from "../../../common/contracts";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { ValidationError } from "../errors";
import type { Store } from "../store/types";

export async function updateCompany(store: Store, input: CompanyInfoInput): Promise<CompanyInfo> {
  return store.update(["company"], (draft) => {
    draft.company = { ...draft.company, ...input, translations: mergeTranslations(draft.company.translations, input.translations) };
    return draft.company;
  });
}

type DropdownInput = NonNullable<NavigationItemInput["dropdown_items"]>[number];

/** The stored entry a saved dropdown entry continues: the one at the same place, else the one with the same address. */
function storedEntry(stored: readonly NavigationDropdownItem[], entry: DropdownInput, index: number): NavigationDropdownItem | undefined {
  const href = entry.href || "#";
  return stored[index]?.href === href ? stored[index] : (stored.find((candidate) => candidate.href === href) ?? stored[index]);
}

/**
 * Replaces the whole menu; items keep their id when they send one that exists, others get a new id. Translations
 * change only in the languages sent; an item (or dropdown entry) sent without them keeps those it had.
 */
export async function saveNavigation(store: Store, items: NavigationItemInput[]): Promise<NavigationItem[]> {
  return store.update(["navigation"], (draft) => {
    const existing = new Map(draft.navigation.map((item) => [item.id, item]));
    const used = new Set<number>();
    draft.navigation = items.map((item, index) => {
      const wanted = Number(item.id);
      const id = Number.isInteger(wanted) && existing.has(wanted) && !used.has(wanted) ? wanted : store.nextId(draft, "navigation");
      used.add(id);
      const stored = existing.get(id);
      return {
        id,
        label: item.label,
        href: item.href || "#",
        order: item.order ?? index + 1,
        is_external: item.is_external ?? /^https?:\/\//i.test(item.href),
        dropdown_items: (item.dropdown_items ?? []).map((entry, place) => ({
          label: entry.label,
          href: entry.href || "#",
          translations: mergeTranslations(stored ? storedEntry(stored.dropdown_items, entry, place)?.translations : undefined, entry.translations),
        })),
        translations: mergeTranslations(stored?.translations, item.translations),
      };
    });
    return draft.navigation;
  });
}

/** A field that belongs to another section than the one saved (e.g. `cards` sent for the hero) is a 400 naming it. */
function assertOwnFields(section: ContentSection, input: Record<string, unknown>, prefix = ""): void {
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined || SECTION_ONLY_FIELDS[section].includes(field)) continue;
    const owner = CONTENT_SECTIONS.find((other) => SECTION_ONLY_FIELDS[other].includes(field));
    if (!owner) continue;
    const message = `belongs to the ${owner} section, not ${section}`;
    throw ValidationError(`${prefix}${field}: ${message}`, [{ field: `${prefix}${field}`, message, code: "not_allowed" }]);
  }
}

/** A block's translations as sent, each language's `content` taken as its `description` (the stored name). */
function blockTranslations(section: ContentSection, sent: ContentBlockInput["translations"]): ContentBlockInput["translations"] {
  if (!sent) return sent;
  const out: NonNullable<ContentBlockInput["translations"]> = {};
  for (const [language, fields] of Object.entries(sent) as Array<[keyof typeof sent, (typeof sent)[keyof typeof sent]]>) {
    if (!fields) {
      out[language] = fields;
      continue;
    }
    assertOwnFields(section, fields, `translations.${language}.`);
    const { content, ...rest } = fields;
    out[language] = { ...rest, ...(rest.description === undefined && content !== undefined ? { description: content } : {}) };
  }
  return out;
}

/**
 * Saves a content block: only the fields sent change (a list replaces the stored one); `content` and `description`
 * are kept in step (legal pages use both names). Translations change only in the languages and fields sent.
 */
export async function saveContent(store: Store, section: ContentSection, input: ContentBlockInput): Promise<ContentBlock> {
  const { translations: sentTranslations, ...fields } = input;
  assertOwnFields(section, fields);
  const translations = blockTranslations(section, sentTranslations);
  return store.update(["content"], (draft) => {
    const current = draft.content[section];
    const body = fields.description ?? fields.content;
    // Only fields of this section are left in `fields`, so the result is a block of this section.
    const next = {
      ...current,
      ...fields,
      section,
      ...(body !== undefined ? { description: body, content: body } : {}),
      updated_at: new Date().toISOString(),
      translations: mergeTranslations(current.translations as object, translations),
    } as ContentBlock;
    (draft.content as Record<ContentSection, ContentBlock>)[section] = next;
    return next;
  });
}
