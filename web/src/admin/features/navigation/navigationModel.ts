import { NAVIGATION_TEXT_FIELDS, type NavigationItem, type NavigationItemInput } from "../../../../../common/contracts";
import { sortNavigation } from "../../../../../common/ordering";
import { hrefProblem } from "../../components/ui/hrefRule";
import type { FieldErrors, FieldRules } from "../../lib/fieldErrors";
import { DEFAULT_LANGUAGE, type Language } from "../../../../../common/i18n/languages";
import { recordTextDrafts, recordTranslationsBody, recordUntranslated } from "../../lib/recordTranslations";
import { withTranslatedFields, type TextDrafts } from "../../lib/translations";

/** A dropdown entry as the editor holds it: its label in other languages too. */
interface DropdownDraft {
  label: string;
  href: string;
  translations?: TextDrafts;
}

export interface NavDraft {
  key: number;
  id?: number;
  label: string;
  href: string;
  is_external: boolean;
  dropdown_items: DropdownDraft[];
  /** The label in other languages. */
  translations?: TextDrafts;
}

let nextKey = 1;
export const newKey = () => nextKey++;

/** The menu shown (and saved, if the administrator saves) when loading the navigation fails. */
export const DEFAULT_NAVIGATION: Omit<NavDraft, "key">[] = [
  { label: "Home", href: "#home", is_external: false, dropdown_items: [] },
  {
    label: "Hosting",
    href: "#hosting",
    is_external: false,
    dropdown_items: [
      { label: "Shared Hosting", href: "#hosting" },
      { label: "VPS Hosting", href: "#vps" },
      { label: "GameServer Hosting", href: "#gameservers" },
    ],
  },
  { label: "About", href: "#about", is_external: false, dropdown_items: [] },
  { label: "Contact", href: "#contact", is_external: false, dropdown_items: [] },
];

export function toDrafts(items: readonly Partial<NavigationItem>[]): NavDraft[] {
  return sortNavigation(items).map((item) => ({
    key: newKey(),
    id: typeof item.id === "number" ? item.id : undefined,
    label: item.label ?? "",
    href: item.href ?? "",
    is_external: !!item.is_external,
    dropdown_items: (item.dropdown_items ?? []).map((d) => ({ label: d.label, href: d.href, translations: recordTextDrafts(d, NAVIGATION_TEXT_FIELDS) })),
    translations: recordTextDrafts(item, NAVIGATION_TEXT_FIELDS),
  }));
}

const isBlank = (entry: { label: string; href: string }) => !entry.label.trim() && !entry.href.trim();

/** An entry's label translations as the save sends them (every language; one without a label as null). */
const labelTranslations = (drafts: TextDrafts | undefined, defaultLanguage: Language) =>
  recordTranslationsBody(drafts ?? {}, NAVIGATION_TEXT_FIELDS, defaultLanguage) as NavigationItemInput["translations"];

/**
 * The list as saved: order follows the position (1, 2, 3, …); empty dropdown rows are dropped. Every item and
 * dropdown entry sends all its translations, so an entry never keeps those of one it took the place of.
 */
export function toSaveBody(drafts: readonly NavDraft[], defaultLanguage: Language = DEFAULT_LANGUAGE): NavigationItemInput[] {
  return drafts.map((draft, index) => ({
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    label: draft.label.trim(),
    href: draft.href.trim(),
    order: index + 1,
    is_external: draft.is_external,
    dropdown_items: draft.dropdown_items
      .filter((d) => !isBlank(d))
      .map((d) => ({ label: d.label.trim(), href: d.href.trim(), translations: labelTranslations(d.translations, defaultLanguage) })),
    translations: labelTranslations(draft.translations, defaultLanguage),
  }));
}

/** How many labels of the menu (dropdown entries too) have no translation in `language`. */
export function navigationUntranslated(drafts: readonly NavDraft[], language: Language, defaultLanguage: Language): number {
  const entries = drafts.flatMap((item) => [item, ...item.dropdown_items.filter((entry) => !isBlank(entry))]);
  return entries.reduce((sum, entry) => sum + recordUntranslated(entry, entry.translations ?? {}, NAVIGATION_TEXT_FIELDS, language, defaultLanguage), 0);
}

/** Client check before saving: every item (and dropdown entry) needs a label and a link. */
export function navigationProblem(drafts: readonly NavDraft[]): string | null {
  for (const [index, draft] of drafts.entries()) {
    if (!draft.label.trim() || !draft.href.trim()) return `Item ${index + 1} needs a label and a link.`;
    if (hrefProblem(draft.href)) return `The link of item ${index + 1} ${hrefProblem(draft.href)}.`;
    for (const d of draft.dropdown_items) {
      if ((d.label.trim() || d.href.trim()) && !(d.label.trim() && d.href.trim())) return `A dropdown entry of "${draft.label}" needs a label and a link.`;
      if (hrefProblem(d.href)) return `The link of dropdown entry "${d.label}" of "${draft.label}" ${hrefProblem(d.href)}.`;
    }
  }
  return null;
}

/** The field keys of the editor: "2.label", "2.href", "2.dropdown_items.0.label" (positions in the editor). */
export const navField = (index: number, field: "label" | "href", dropdown?: number) =>
  dropdown === undefined ? `${index}.${field}` : `${index}.dropdown_items.${dropdown}.${field}`;

/** Each field's problem, as navigationProblem finds them (every one, not only the first). */
export function navigationErrors(drafts: readonly NavDraft[]): FieldErrors {
  const errors: FieldErrors = {};
  const check = (key: string, value: string, what: "Label" | "Link") => {
    if (!value.trim()) errors[key] = `${what} is required`;
    else if (what === "Link" && hrefProblem(value)) errors[key] = `Link ${hrefProblem(value)}`;
  };
  for (const [index, draft] of drafts.entries()) {
    check(navField(index, "label"), draft.label, "Label");
    check(navField(index, "href"), draft.href, "Link");
    for (const [di, d] of draft.dropdown_items.entries()) {
      if (isBlank(d)) continue;
      check(navField(index, "label", di), d.label, "Label");
      check(navField(index, "href", di), d.href, "Link");
    }
  }
  return errors;
}

/** How the API's paths ("1.dropdown_items.0.href" of the saved list, blank dropdown rows left out) find the editor's fields. */
export function navigationRules(drafts: readonly NavDraft[]): FieldRules {
  const labels: Record<string, string> = {};
  for (const [index, draft] of drafts.entries()) {
    labels[navField(index, "label")] = "Label";
    labels[navField(index, "href")] = "Link";
    for (const di of draft.dropdown_items.keys()) {
      labels[navField(index, "label", di)] = "Label";
      labels[navField(index, "href", di)] = "Link";
    }
  }
  return withTranslatedFields({
    labels,
    fieldOf: (path) => {
      const [item, part, saved, field] = path.split(".");
      const draft = drafts[Number(item)];
      if (!draft) return null;
      if (part === "label" || part === "href") return navField(Number(item), part);
      if (part !== "dropdown_items" || (field !== "label" && field !== "href")) return null;
      const kept = draft.dropdown_items.map((d, di) => [d, di] as const).filter(([d]) => !isBlank(d));
      const editorIndex = kept[Number(saved)]?.[1];
      return editorIndex === undefined ? null : navField(Number(item), field, editorIndex);
    },
  });
}
