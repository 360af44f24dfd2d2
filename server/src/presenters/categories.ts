import { sortCategories } from "../../../common/ordering";
import type { Language } from "../../../common/i18n/languages";
import type { Category, PublicCategory } from "../../../common/contracts";
import { copyTranslations, inLanguage } from "./locale";

export function presentCategory(category: Category): Category {
  return {
    ...categoryFields(category),
    created_at: category.created_at,
    updated_at: category.updated_at,
    translations: copyTranslations(category.translations),
  };
}

/** A category as visitors see it, its texts in `language`. */
function presentPublicCategory(category: Category, language: Language): PublicCategory {
  return categoryFields(inLanguage(category, language));
}

function categoryFields(category: Omit<Category, "translations">): PublicCategory {
  return {
    id: category.id,
    key: category.key,
    display_name: category.display_name,
    description: category.description,
    section_title: category.section_title,
    section_description: category.section_description,
    type: category.type,
    sub_type: category.sub_type,
    is_active: category.is_active,
    display_order: category.display_order,
    supports_custom_features: category.supports_custom_features,
    supports_containers: category.supports_containers,
  };
}

export { sortCategories } from "../../../common/ordering";

/** Visitors see active categories only, in the display order (of the default language's names), texts in `language`. */
export function publicCategories(categories: readonly Category[], language: Language): PublicCategory[] {
  return sortCategories(categories.filter((category) => category.is_active)).map((category) => presentPublicCategory(category, language));
}
