import { useState } from "react";
import type { Category } from "../../../../../common/contracts";
import { planTypeName } from "../../../../../common/rules";
import { errorText } from "../../../lib/api/errors";
import { SortableList } from "../../components/SortableList";
import { useFeedback } from "../../components/ui/Feedback";
import { useCategories } from "../../api/catalog";
import { useDeleteCategory, useReorderCategories } from "./api";
import { CategoryDialog } from "./CategoryDialog";
import { alphabeticalCategories } from "../../../../../common/ordering";
import { categoryOrderBody } from "./order";

/** Plan Categories: draggable cards, badges, create/edit modal, delete with a warning about plans. */
export function CategoriesTab() {
  const { notify, confirm } = useFeedback();
  const query = useCategories();
  const reorder = useReorderCategories();
  const deleteCategory = useDeleteCategory();
  const [editing, setEditing] = useState<Category | "new" | null>(null);
  const categories = query.data ?? [];

  /** The new order shows at once; a failure puts the previous order back. */
  async function saveOrder(next: Category[], errorPrefix: string, success?: string) {
    try {
      await reorder.mutateAsync({ body: categoryOrderBody(next), optimistic: next.map((c, i) => ({ ...c, display_order: i })) });
      if (success) notify(success);
    } catch (caught) {
      notify(`${errorPrefix}${errorText(caught)}`, "error");
    }
  }

  async function resetOrder() {
    if (!(await confirm("Reset the category order to alphabetical order by display name?", { confirmLabel: "Reset Order" }))) return;
    await saveOrder(alphabeticalCategories(categories), "Error resetting category order: ", "Category order reset to alphabetical order!");
  }

  async function remove(category: Category) {
    const ok = await confirm(`Delete the category "${category.display_name}"? This will fail if any hosting plans are still associated with it.`, {
      title: "Delete category",
      confirmLabel: "Delete",
      danger: true,
    });
    if (!ok) return;
    try {
      await deleteCategory.mutateAsync(category.id);
      notify("Category deleted successfully!");
    } catch (caught) {
      notify(`Error deleting category: ${errorText(caught)}`, "error");
    }
  }

  return (
    <section aria-labelledby="categories-title">
      <div className="tab-header">
        <div>
          <h1 id="categories-title">Manage Hosting Categories</h1>
          <p className="muted">Drag categories to change the order of the homepage sections.</p>
        </div>
        <div className="actions">
          <button type="button" className="button" onClick={resetOrder} disabled={categories.length < 2}>
            Reset Order
          </button>
          <button type="button" className="button primary" onClick={() => setEditing("new")}>
            + Add New Category
          </button>
        </div>
      </div>
      {query.isPending ? (
        <p className="empty-state">Loading categories...</p>
      ) : categories.length === 0 ? (
        <p className="empty-state">No categories found. Click "Add New Category" to get started.</p>
      ) : (
        <SortableList
          items={categories}
          getId={(c) => c.id}
          getName={(c) => c.display_name}
          className="category-list"
          listName="Plan Categories"
          onReorder={(next) => saveOrder(next, "Error reordering categories: ")}
          renderItem={(category, handle) => (
            <article className="card category-card" aria-label={category.display_name}>
              {handle}
              <div className="category-main">
                <h2 className="card-title">
                  {category.display_name}{" "}
                  <span className={`badge ${category.is_active ? "badge-green" : "badge-gray"}`}>{category.is_active ? "Active" : "Inactive"}</span>
                </h2>
                <p className="muted small">
                  Key: <code>{category.key}</code>
                </p>
                {category.description && <p>{category.description}</p>}
                <p className="meta">
                  <span>Type: {planTypeName(category.type)}</span>
                  {category.sub_type && <span>Sub-type: {category.sub_type}</span>}
                  <span>Order: {category.display_order}</span>
                </p>
              </div>
              <div className="card-actions">
                <button type="button" className="button small" onClick={() => setEditing(category)} aria-label={`Edit ${category.display_name}`}>
                  Edit
                </button>
                <button type="button" className="button small danger" onClick={() => remove(category)} aria-label={`Delete ${category.display_name}`}>
                  Delete
                </button>
              </div>
            </article>
          )}
        />
      )}
      {editing && <CategoryDialog category={editing === "new" ? null : editing} nextOrder={categories.length} onClose={() => setEditing(null)} />}
    </section>
  );
}
