import { useState, type FormEvent } from "react";
import { CATEGORY_DEFAULTS, CATEGORY_REQUIRED_MESSAGE, type Category, type CategoryInput } from "../../../../../common/contracts";
import { errorText } from "../../../lib/api/errors";
import { Checkbox, SelectField, TextArea, TextField } from "../../components/ui/Field";
import { useFeedback } from "../../components/ui/Feedback";
import { Modal } from "../../components/ui/Modal";
import { useCloseGuard } from "../../hooks/useCloseGuard";
import { differs, useDirty } from "../../hooks/useDirty";
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

/** Create/edit modal; key, display name and type are required. Closing it with unsaved changes asks first. */
export function CategoryDialog({ category, nextOrder, onClose }: { category: Category | null; nextOrder: number; onClose: () => void }) {
  const { notify } = useFeedback();
  const save = useSaveCategory();
  const [initial] = useState(() => toForm(category, nextOrder));
  const [form, setForm] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dirty = differs(form, initial);
  useDirty(dirty);
  const requestClose = useCloseGuard(dirty, onClose);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!form.key.trim() || !form.display_name.trim() || !form.type) {
      setError(CATEGORY_REQUIRED_MESSAGE);
      return;
    }
    setError(null);
    setBusy(true);
    const body = { ...form, display_order: Number(form.display_order) || 0 } as CategoryInput;
    try {
      await save.mutateAsync({ id: category?.id ?? null, category: body });
      notify(category ? "Category updated successfully!" : "Category created successfully!");
      onClose();
    } catch (caught) {
      notify(`${category ? "Error updating category: " : "Error creating category: "}${errorText(caught)}`, "error");
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
      <form id="category-form" className="form-grid" onSubmit={submit} noValidate>
        {error && (
          <p className="form-error field-wide" role="alert">
            {error}
          </p>
        )}
        <TextField label="Key *" value={form.key} onChange={(e) => set("key", e.target.value)} hint="Used in URLs and the API, e.g. shared_byop" required />
        <TextField label="Display Name *" value={form.display_name} onChange={(e) => set("display_name", e.target.value)} required />
        <SelectField label="Type *" value={form.type} onChange={(e) => set("type", e.target.value)} required>
          <option value="">Select a type…</option>
          {CATEGORY_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </SelectField>
        <TextField label="Sub-type" value={form.sub_type} onChange={(e) => set("sub_type", e.target.value)} hint="e.g. ssd, hdd, byop, managed" />
        <TextArea label="Description" rows={2} value={form.description} onChange={(e) => set("description", e.target.value)} />
        <TextField label="Section Title" value={form.section_title} onChange={(e) => set("section_title", e.target.value)} hint="Heading on the homepage" />
        <TextField label="Display Order" type="number" step={1} value={form.display_order} onChange={(e) => set("display_order", Number(e.target.value))} />
        <TextArea label="Section Description" rows={2} value={form.section_description} onChange={(e) => set("section_description", e.target.value)} />
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
