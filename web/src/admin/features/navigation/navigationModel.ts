import type { NavigationItem, NavigationItemInput } from "../../../../../common/contracts";
import { sortNavigation } from "../../../../../common/ordering";
import { hrefProblem } from "../../components/ui/hrefRule";

export interface NavDraft {
  key: number;
  id?: number;
  label: string;
  href: string;
  is_external: boolean;
  dropdown_items: { label: string; href: string }[];
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
    dropdown_items: (item.dropdown_items ?? []).map((d) => ({ label: d.label, href: d.href })),
  }));
}

/** The list as saved: order follows the position (1, 2, 3, …); empty dropdown rows are dropped. */
export function toSaveBody(drafts: readonly NavDraft[]): NavigationItemInput[] {
  return drafts.map((draft, index) => ({
    ...(draft.id !== undefined ? { id: draft.id } : {}),
    label: draft.label.trim(),
    href: draft.href.trim(),
    order: index + 1,
    is_external: draft.is_external,
    dropdown_items: draft.dropdown_items.filter((d) => d.label.trim() || d.href.trim()).map((d) => ({ label: d.label.trim(), href: d.href.trim() })),
  }));
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
