import { z } from "zod";
import { defineResource } from "./endpoint";
import { flag, integer, LIMITS, requiredText, safeHref } from "./fields";
import { LanguageQuerySchema } from "./shared";
import { translationsAnswer, translationsInput } from "./translations";

/** The text of a menu item (and of each dropdown entry) that has translations. */
export const NAVIGATION_TEXT_FIELDS = { label: requiredText(LIMITS.title) };

const dropdownItem = z.object({
  label: requiredText(LIMITS.title),
  href: safeHref(),
  translations: translationsInput(NAVIGATION_TEXT_FIELDS, "a menu entry").optional(),
});

export const NavigationItemInputSchema = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  label: requiredText(LIMITS.title),
  href: safeHref(),
  order: integer(-1_000_000, 1_000_000).optional(),
  is_external: flag().optional(),
  dropdown_items: z.array(dropdownItem).max(LIMITS.listItems).nullish(),
  translations: translationsInput(NAVIGATION_TEXT_FIELDS, "a menu item").optional(),
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
const NavigationSaveSchema = z.preprocess(
  unwrapMenu,
  z
    .array(NavigationItemInputSchema, { error: "must be a list of navigation items, or {items: [...]}" })
    .max(LIMITS.listItems, `must have at most ${LIMITS.listItems} items`),
);
export type NavigationItemInput = z.output<typeof NavigationItemInputSchema>;

const labelTranslations = () => translationsAnswer({ label: z.string() });

/** One entry of a menu item's dropdown. */
const NavigationDropdownItemSchema = z.object({ label: z.string(), href: z.string(), translations: labelTranslations() });
export type NavigationDropdownItem = z.infer<typeof NavigationDropdownItemSchema>;

/** One item of the site's menu, in `order`. */
const NavigationItemSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  href: z.string(),
  order: z.number().int(),
  is_external: z.boolean(),
  dropdown_items: z.array(NavigationDropdownItemSchema),
  translations: labelTranslations(),
});
export type NavigationItem = z.infer<typeof NavigationItemSchema>;

/** A menu item as visitors get it: labels (its dropdown entries' too) in the asked language. */
const PublicNavigationItemSchema = NavigationItemSchema.omit({ translations: true }).extend({
  dropdown_items: z.array(NavigationDropdownItemSchema.omit({ translations: true })),
});
export type PublicNavigationItem = z.infer<typeof PublicNavigationItemSchema>;

/** The site's menu (header and the mobile menu). */
export const navigationApi = defineResource("navigation", {
  publicList: {
    method: "GET",
    path: "/api/navigation",
    access: "public",
    summary: "The menu, sorted by order",
    description: "`lang` picks the language of the labels.",
    query: LanguageQuerySchema,
    response: z.array(PublicNavigationItemSchema),
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
      "The body is the list of items: a bare array, or wrapped as `{items: [...]}` or `{navigation: [...]}`. Items without an order keep their position. Each item and dropdown entry may carry `translations` of its `label`; they change only the languages sent, and an item or entry sent without them keeps the stored ones (the item with the same id; the entry at the same place, or else with the same address).",
    body: NavigationSaveSchema,
    response: z.array(NavigationItemSchema),
    errors: [400],
  },
});
