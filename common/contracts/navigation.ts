import { z } from "zod";
import { flag, integer, LIMITS, requiredText, safeHref } from "./fields";

const dropdownItem = z.object({ label: requiredText(LIMITS.title), href: safeHref() });

export const NavigationItemSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  label: requiredText(LIMITS.title),
  href: safeHref(),
  order: integer(-1_000_000, 1_000_000).optional(),
  is_external: flag().optional(),
  dropdown_items: z.array(dropdownItem).max(LIMITS.listItems).nullish(),
});

/** The admin sends the whole list: a bare array, or wrapped as {items} / {navigation}. */
function unwrapMenu(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const wrapped = value as { items?: unknown; navigation?: unknown };
  return wrapped.items ?? wrapped.navigation ?? value;
}

/**
 * One array schema after unwrapping (not a union of the three shapes), so a 400 names the failing field,
 * e.g. "0.href: must be an http(s) …", instead of a union's bare "Invalid input".
 */
export const NavigationSaveSchema = z.preprocess(
  unwrapMenu,
  z
    .array(NavigationItemSchema, { error: "must be a list of navigation items, or {items: [...]}" })
    .max(LIMITS.listItems, `must have at most ${LIMITS.listItems} items`),
);
export type NavigationItemInput = z.output<typeof NavigationItemSchema>;

export interface NavigationDropdownItem {
  label: string;
  href: string;
}

export interface NavigationItem {
  id: number;
  label: string;
  href: string;
  order: number;
  is_external: boolean;
  dropdown_items: NavigationDropdownItem[];
}
