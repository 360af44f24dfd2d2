import type { FormEvent } from "react";
import {
  CATEGORY_DEFAULTS,
  CATEGORY_REQUIRED_MESSAGE,
  CATEGORY_TEXT_FIELDS,
  CategoryCreateSchema,
  type Category,
  type CategoryInput,
  type TextFieldName,
} from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { DialogButtons } from "../../components/ui/DialogButtons";
import { Modal } from "../../components/ui/Modal";
import { useFormDialog } from "../../hooks/useFormDialog";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { withTranslatedFields } from "../../lib/translations";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { useSaveCategory } from "./api";

const CATEGORY_TYPE_OPTIONS = [
  { value: "shared", label: "Shared" },
  { value: "vps", label: "VPS" },
  { value: "gameserver", label: "GameServer" },
  { value: "custom", label: "Custom" },
];

type Form = Required<
  Pick<
    CategoryInput,
    | "key"
    | "display_name"
    | "description"
    | "section_title"
    | "section_description"
    | "sub_type"
    | "is_active"
    | "display_order"
    | "supports_custom_features"
    | "supports_containers"
  >
> & { type: string };

function toForm(category: Category | null, nextOrder: number): Form {
  if (!category) return { ...CATEGORY_DEFAULTS, key: "", display_name: "", type: "", display_order: nextOrder };
  const {
    key,
    display_name,
    description,
    section_title,
    section_description,
    type,
    sub_type,
    is_active,
    display_order,
    supports_custom_features,
    supports_containers,
  } = category;
  return {
    key,
    display_name,
    description,
    section_title,
    section_description,
    type,
    sub_type,
    is_active,
    display_order,
    supports_custom_features,
    supports_containers,
  };
}

const REQUIRED = ["key", "display_name", "type"] as const;

/** The required fields left empty, each with its problem. */
function missing(form: Pick<Form, (typeof REQUIRED)[number]>): FieldErrors {
  return Object.fromEntries(REQUIRED.filter((key) => !String(form[key]).trim()).map((key) => [key, `${CATEGORY_RULES.labels[key]} is required`]));
}

const CATEGORY_RULES: FieldRules = withTranslatedFields({
  labels: {
    key: "Key",
    display_name: "Display Name",
    type: "Type",
    sub_type: "Sub-type",
    description: "Description",
    section_title: "Section Title",
    display_order: "Display Order",
    section_description: "Section Description",
  },
});

/** Create/edit modal; key, display name and type are required. Closing it with unsaved changes asks first. */
export function CategoryDialog({ category, nextOrder, onClose }: { category: Category | null; nextOrder: number; onClose: () => void }) {
  const saveCategory = useSaveCategory();
  const translations = useTranslationDrafts(category, CATEGORY_TEXT_FIELDS);
  const { form, set, problems, requestClose, saving, save } = useFormDialog<Form>({
    start: () => toForm(category, nextOrder),
    rules: CATEGORY_RULES,
    onClose,
    alsoChanged: translations.dirty,
  });
  const translated = (key: TextFieldName<typeof CATEGORY_TEXT_FIELDS>) =>
    translations.field(
      key,
      form[key],
      (text) => set(key, text),
      () => problems.clear(key),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...form, display_order: Number(form.display_order) || 0, translations: translations.body() } as CategoryInput;
    const empty = missing(form);
    const problem =
      Object.keys(empty).length > 0 ? problems.show(empty, CATEGORY_REQUIRED_MESSAGE) : problems.show(schemaErrors(CategoryCreateSchema, body, CATEGORY_RULES));
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problem) return;
    await save(
      () => saveCategory.mutateAsync({ id: category?.id ?? null, category: body }),
      {
        saved: category ? "Category updated successfully!" : "Category created successfully!",
        failed: category ? "Error updating category: " : "Error creating category: ",
      },
      (caught) => (errorText(caught) === CATEGORY_REQUIRED_MESSAGE ? problems.show(missing(form), CATEGORY_REQUIRED_MESSAGE) : problems.showServer(caught)),
    );
  }

  return (
    <Modal
      title={category ? `Edit Category: ${category.display_name}` : "Add New Category"}
      onClose={requestClose}
      footer={<DialogButtons formId="category-form" saving={saving} submitText={category ? "Update Category" : "Create Category"} onCancel={requestClose} />}
    >
      <form id="category-form" className="form-grid" onSubmit={submit} noValidate {...problems.scope}>
        <FormError>{problems.summary}</FormError>
        <LanguageSwitch edit={translations.language} label="Language of the category's texts" untranslated={translations.untranslated(form)} />
        <TextField
          label="Key *"
          value={form.key}
          error={problems.error("key")}
          onChange={(e) => set("key", e.target.value)}
          hint="Used in URLs and the API, e.g. shared_byop"
          required
        />
        <TextField
          label="Display Name *"
          error={problems.error("display_name")}
          {...translated("display_name")}
          required={!translations.language.translating}
        />
        <SelectField label="Type *" value={form.type} error={problems.error("type")} onChange={(e) => set("type", e.target.value)} required>
          <option value="">Select a type…</option>
          {CATEGORY_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Sub-type"
          value={form.sub_type}
          error={problems.error("sub_type")}
          onChange={(e) => set("sub_type", e.target.value)}
          hint="e.g. ssd, hdd, byop, managed"
        />
        <TextArea label="Description" rows={2} error={problems.error("description")} {...translated("description")} />
        <TextField label="Section Title" error={problems.error("section_title")} {...translated("section_title")} hint="Heading on the homepage" />
        <TextField
          label="Display Order"
          type="number"
          step={1}
          value={form.display_order}
          error={problems.error("display_order")}
          onChange={(e) => set("display_order", Number(e.target.value))}
        />
        <TextArea label="Section Description" rows={2} error={problems.error("section_description")} {...translated("section_description")} />
        <div className="checkbox-row field-wide">
          <Checkbox label="Active" checked={form.is_active} onChange={(e) => set("is_active", e.target.checked)} />
          <Checkbox
            label="Supports custom features"
            checked={form.supports_custom_features}
            onChange={(e) => set("supports_custom_features", e.target.checked)}
          />
          <Checkbox label="Supports containers" checked={form.supports_containers} onChange={(e) => set("supports_containers", e.target.checked)} />
        </div>
      </form>
    </Modal>
  );
}
