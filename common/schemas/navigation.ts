import { z } from "zod";
import { flag, integer, LIMITS, requiredText, safeHref } from "./primitives";

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
export const NavigationSaveSchema = z
  .union([
    z.array(NavigationItemSchema),
    z.object({ items: z.array(NavigationItemSchema) }).transform((v) => v.items),
    z.object({ navigation: z.array(NavigationItemSchema) }).transform((v) => v.navigation),
  ])
  .refine((items) => items.length <= LIMITS.listItems, `must have at most ${LIMITS.listItems} items`);
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
