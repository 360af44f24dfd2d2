import { z } from "zod";
import { defineResource } from "./endpoint";
import { flag, integer, LIMITS, requiredText, safeHref } from "./fields";

const dropdownItem = z.object({ label: requiredText(LIMITS.title), href: safeHref() });

export const NavigationItemInputSchema = z.object({
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
    .array(NavigationItemInputSchema, { error: "must be a list of navigation items, or {items: [...]}" })
    .max(LIMITS.listItems, `must have at most ${LIMITS.listItems} items`),
);
export type NavigationItemInput = z.output<typeof NavigationItemInputSchema>;

/** One entry of a menu item's dropdown. */
export const NavigationDropdownItemSchema = z.object({ label: z.string(), href: z.string() });
export type NavigationDropdownItem = z.infer<typeof NavigationDropdownItemSchema>;

/** One item of the site's menu, in `order`. */
export const NavigationItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  href: z.string(),
  order: z.number().int(),
  is_external: z.boolean(),
  dropdown_items: z.array(NavigationDropdownItemSchema),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;

/** The site's menu (header and the mobile menu). */
export const navigationApi = defineResource("navigation", {
  publicList: {
    method: "GET",
    path: "/api/navigation",
    access: "public",
    summary: "The menu, sorted by order",
    response: z.array(NavigationItemSchema),
  },
  list: {
    method: "GET",
    path: "/api/admin/navigation",
    access: "admin",
    summary: "The menu, sorted by order",
    response: z.array(NavigationItemSchema),
  },
  save: {
    method: "PUT",
    path: "/api/admin/navigation",
    access: "admin",
    summary: "Replace the whole menu",
    description:
      "The body is the list of items: a bare array, or wrapped as `{items: [...]}` or `{navigation: [...]}`. Items without an order keep their position.",
    body: NavigationSaveSchema,
    response: z.array(NavigationItemSchema),
    errors: [400],
  },
});
