import { z } from "zod";
import { flag, idRef, integer, LIMITS, text } from "./fields";

export const CATEGORY_TYPES = ["shared", "vps", "gameserver", "custom"] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** The exact message of SPEC §5 when key, display name or type is missing. */
export const CATEGORY_REQUIRED_MESSAGE = "Key, Display Name, and Type are required";

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
    .refine(
      (value) => value === "" || (CATEGORY_TYPES as readonly string[]).includes(value),
      `must be one of ${CATEGORY_TYPES.join(", ")}`,
    ),
  sub_type: text(64),
  is_active: flag(),
  display_order: integer(-1_000_000, 1_000_000),
  supports_custom_features: flag(),
  supports_containers: flag(),
};

export const CategoryUpdateSchema = z.object(categoryFields).partial();
export const CategoryCreateSchema = CategoryUpdateSchema;
export type CategoryInput = z.output<typeof CategoryUpdateSchema>;

export interface Category {
  id: number;
  key: string;
  display_name: string;
  description: string;
  section_title: string;
  section_description: string;
  type: CategoryType;
  sub_type: string;
  is_active: boolean;
  display_order: number;
  supports_custom_features: boolean;
  supports_containers: boolean;
  created_at: string;
  updated_at: string;
}

export type PublicCategory = Omit<Category, "created_at" | "updated_at">;

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

export const CategoryReorderSchema = z.object({
  categories: z
    .array(z.object({ category_id: idRef(), new_order: integer(-1_000_000, 1_000_000) }))
    .min(1, "must list at least one category")
    .max(10_000),
});
export type CategoryReorder = z.output<typeof CategoryReorderSchema>;
