import { useState, type FormEvent } from "react";
import { CATEGORY_DEFAULTS, CATEGORY_REQUIRED_MESSAGE, CategoryCreateSchema, type Category, type CategoryInput } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { FormError } from "../../components/ui/FieldError";
import { useFeedback } from "../../components/ui/Feedback";
import { Modal } from "../../components/ui/Modal";
import { useCloseGuard } from "../../hooks/useCloseGuard";
import { differs, useDirty } from "../../hooks/useDirty";
import { useFieldErrors } from "../../hooks/useFieldErrors";
import { LanguageSwitch } from "../../components/ui/LanguageSwitch";
import { useTranslationDrafts } from "../../hooks/useTranslationDrafts";
import { withTranslatedFields } from "../../lib/translations";
import { schemaErrors, type FieldErrors, type FieldRules } from "../../lib/fieldErrors";
import { useSaveCategory } from "./api";

export const CATEGORY_TYPE_OPTIONS = [
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

/** A category's texts that have translations. */
const TEXT_FIELDS = ["display_name", "description", "section_title", "section_description"] as const;

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
  // "A category with the key … already exists" (409) belongs at the key.
  fromDetail: (detail) => (/^A category with the key /.test(detail) ? { key: detail } : null),
});

/** Create/edit modal; key, display name and type are required. Closing it with unsaved changes asks first. */
export function CategoryDialog({ category, nextOrder, onClose }: { category: Category | null; nextOrder: number; onClose: () => void }) {
  const { notify } = useFeedback();
  const save = useSaveCategory();
  const [initial] = useState(() => toForm(category, nextOrder));
  const [form, setForm] = useState(initial);
  const problems = useFieldErrors(CATEGORY_RULES);
  const [busy, setBusy] = useState(false);
  const translations = useTranslationDrafts(category, TEXT_FIELDS);
  const translated = (key: (typeof TEXT_FIELDS)[number]) =>
    translations.field(
      key,
      form[key],
      (text) => set(key, text),
      () => problems.clear(key),
    );
  const dirty = differs(form, initial) || translations.dirty;
  useDirty(dirty);
  const requestClose = useCloseGuard(dirty, onClose);
  const errorPrefix = category ? "Error updating category: " : "Error creating category: ";
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    problems.clear(key);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { ...form, display_order: Number(form.display_order) || 0, translations: translations.body() } as CategoryInput;
    const empty = missing(form);
    const problem =
      Object.keys(empty).length > 0 ? problems.show(empty, CATEGORY_REQUIRED_MESSAGE) : problems.show(schemaErrors(CategoryCreateSchema, body, CATEGORY_RULES));
    // A dialog shows its own problems (nothing was sent): no toast.
    if (problem) return;
    setBusy(true);
    try {
      await save.mutateAsync({ id: category?.id ?? null, category: body });
      notify(category ? "Category updated successfully!" : "Category created successfully!");
      onClose();
    } catch (caught) {
      if (errorText(caught) === CATEGORY_REQUIRED_MESSAGE) problems.show(missing(form), CATEGORY_REQUIRED_MESSAGE);
      else problems.showServer(caught);
      notify(`${errorPrefix}${errorText(caught)}`, "error");
      setBusy(false);
    }
  }

  return (
    <Modal
      title={category ? `Edit Category: ${category.display_name}` : "Add New Category"}
      onClose={requestClose}
      footer={
        <>
          <button type="button" className="button" onClick={requestClose}>
            Cancel
          </button>
          <button type="submit" form="category-form" className="button primary" disabled={busy}>
            {busy ? "Saving..." : category ? "Update Category" : "Create Category"}
          </button>
        </>
      }
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
