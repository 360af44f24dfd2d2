import { z } from "zod";
import { defineResource } from "./endpoint";
import { flag, idRef, integer, LIMITS, text } from "./fields";
import { DeletedSchema, idParams, LanguageQuerySchema, ReorderedSchema, timestamp } from "./shared";
import { translationsAnswer, translationsInput } from "./translations";

export const CATEGORY_TYPES = ["shared", "vps", "gameserver", "custom"] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** The message when key, display name or type is missing (on create, or blanked by an update). */
export const CATEGORY_REQUIRED_MESSAGE = "Key, Display Name, and Type are required";

/** The texts of a category that have translations, with their rules. */
export const CATEGORY_TEXT_FIELDS = {
  display_name: text(LIMITS.name),
  description: text(LIMITS.text),
  section_title: text(LIMITS.title),
  section_description: text(LIMITS.text),
};

const categoryFields = {
  key: text(64).refine(
    (value) => value === "" || /^[a-z0-9][a-z0-9_-]*$/.test(value),
    "must use lower-case letters, digits, _ and - only (it is used in URLs)",
  ),
  display_name: text(LIMITS.name),
  description: text(LIMITS.text),
  section_title: text(LIMITS.title),
  section_description: text(LIMITS.text),
  type: text(32)
    .transform((value) => value.toLowerCase())
    .refine((value) => value === "" || (CATEGORY_TYPES as readonly string[]).includes(value), `must be one of ${CATEGORY_TYPES.join(", ")}`),
  sub_type: text(64),
  is_active: flag(),
  display_order: integer(-1_000_000, 1_000_000),
  supports_custom_features: flag(),
  supports_containers: flag(),
  translations: translationsInput(CATEGORY_TEXT_FIELDS, "a category"),
};

export const CategoryUpdateSchema = z.object(categoryFields).partial();
export const CategoryCreateSchema = CategoryUpdateSchema;
export type CategoryInput = z.output<typeof CategoryUpdateSchema>;

/** A hosting category as the admin API answers it. */
const CategorySchema = z.object({
  id: z.number().int(),
  /** Used in URLs and the API, e.g. `shared_byop`; plans point at it with `category_key`. */
  key: z.string(),
  display_name: z.string(),
  description: z.string(),
  /** Title and text of the category's section on the home page. */
  section_title: z.string(),
  section_description: z.string(),
  type: z.enum(CATEGORY_TYPES),
  sub_type: z.string(),
  is_active: z.boolean(),
  display_order: z.number().int(),
  supports_custom_features: z.boolean(),
  supports_containers: z.boolean(),
  created_at: timestamp(),
  updated_at: timestamp(),
  translations: translationsAnswer({ display_name: z.string(), description: z.string(), section_title: z.string(), section_description: z.string() }),
});
export type Category = z.infer<typeof CategorySchema>;

/** A category as visitors' pages get it (active ones only), its texts in the asked language. */
const PublicCategorySchema = CategorySchema.omit({ created_at: true, updated_at: true, translations: true });
export type PublicCategory = z.infer<typeof PublicCategorySchema>;

export const CATEGORY_DEFAULTS = {
  description: "",
  section_title: "",
  section_description: "",
  sub_type: "",
  is_active: true,
  display_order: 0,
  supports_custom_features: false,
  supports_containers: false,
} as const;

const CategoryReorderSchema = z.object({
  categories: z
    .array(z.object({ category_id: idRef(), new_order: integer(-1_000_000, 1_000_000) }))
    .min(1, "must list at least one category")
    .max(10_000),
});
export type CategoryReorder = z.output<typeof CategoryReorderSchema>;

/** Hosting categories: the groups plans are shown in on the home page. */
export const categoriesApi = defineResource("categories", {
  publicList: {
    method: "GET",
    path: "/api/hosting-categories",
    access: "public",
    summary: "The active categories, as visitors see them",
    description: "Sorted by display_order, then display name (the default language's). `lang` picks the language of the texts.",
    query: LanguageQuerySchema,
    response: z.array(PublicCategorySchema),
  },
  list: {
    method: "GET",
    path: "/api/admin/hosting-categories",
    access: "admin",
    summary: "Every category, inactive ones included",
    response: z.array(CategorySchema),
  },
  create: {
    method: "POST",
    path: "/api/admin/hosting-categories",
    access: "admin",
    summary: "Create a category",
    description: `Key, display name and type are required (400 "${CATEGORY_REQUIRED_MESSAGE}"); a key already used is a 409.`,
    body: CategoryCreateSchema,
    response: CategorySchema,
    errors: [400, 409],
  },
  reorder: {
    method: "PUT",
    path: "/api/admin/hosting-categories/reorder",
    access: "admin",
    summary: "Save a new order of categories",
    body: CategoryReorderSchema,
    response: ReorderedSchema,
    errors: [400, 404],
  },
  update: {
    method: "PUT",
    path: "/api/admin/hosting-categories/:id",
    access: "admin",
    summary: "Change a category",
    description:
      "Only the fields sent change. A new key moves the plans that used the old key along with it. `translations` changes only the languages and fields sent (null or empty removes one).",
    params: idParams("Category"),
    body: CategoryUpdateSchema,
    response: CategorySchema,
    errors: [400, 404, 409],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/hosting-categories/:id",
    access: "admin",
    summary: "Delete a category",
    description: "Refused with 409 while plans still belong to it.",
    params: idParams("Category"),
    response: DeletedSchema,
    errors: [404, 409],
  },
});
