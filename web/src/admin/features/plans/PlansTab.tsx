import { useState } from "react";
import type { Plan } from "../../../../../common/schemas";
import { planBelongsToCategory, plansOfCategory } from "../../../../../common/rules";
import { useAdmin } from "../../app/context";
import { errorText } from "../../api/http";
import { SortableList } from "../../components/SortableList";
import { useFeedback } from "../../components/ui/Feedback";
import { sortCategories } from "../categories/order";
import { alphabeticalPlans, planOrderBody, withLocalOrder } from "./order";
import { PlanCard } from "./PlanCard";
import { NO_CATEGORIES_WARNING, PlanDialog } from "./PlanDialog";

/** SPEC §2 Hosting Plans: one group per active category (display order) that has plans, drag to reorder. */
export function PlansTab() {
  const { api, catalog } = useAdmin();
  const { notify, confirm } = useFeedback();
  const [editing, setEditing] = useState<Plan | "new" | null>(null);
  const active = sortCategories(catalog.categories).filter((c) => c.is_active);
  const groups = active.map((category) => ({ category, plans: plansOfCategory(catalog.plans, category) })).filter((g) => g.plans.length > 0);
  const orphans = catalog.plans.filter((plan) => !active.some((c) => planBelongsToCategory(plan, c)));

  async function saveOrder(next: Plan[], errorPrefix: string, success?: string) {
    catalog.setPlans(withLocalOrder(catalog.plans, next));
    try {
      await api.reorderPlans(planOrderBody(next));
      if (success) notify(success);
    } catch (caught) {
      notify(`${errorPrefix}${errorText(caught)}`, "error");
    }
    await catalog.reload();
  }

  async function resetOrder(name: string, plans: Plan[]) {
    if (!(await confirm(`Reset the order of the plans in "${name}" to alphabetical order?`, { confirmLabel: "Reset Order" }))) return;
    await saveOrder(alphabeticalPlans(plans), "Error resetting plan order: ", "Plan order reset to alphabetical order!");
  }

  async function remove(plan: Plan) {
    if (!(await confirm(`Delete the plan "${plan.name}"? This cannot be undone.`, { title: "Delete plan", confirmLabel: "Delete", danger: true }))) return;
    try {
      await api.deletePlan(plan.id);
      notify("Plan deleted successfully!");
      await catalog.reload();
    } catch (caught) {
      notify(`Error deleting plan: ${errorText(caught)}`, "error");
    }
  }

  async function toggleSoldOut(plan: Plan) {
    try {
      await api.updatePlan(plan.id, { sold_out: !plan.sold_out });
      notify(plan.sold_out ? `${plan.name} is back in stock.` : `${plan.name} is marked sold out.`);
      await catalog.reload();
    } catch (caught) {
      notify(`Error updating plan: ${errorText(caught)}`, "error");
    }
  }

  const card = (plan: Plan, handle?: React.ReactNode) => (
    <PlanCard plan={plan} handle={handle} onEdit={() => setEditing(plan)} onDelete={() => remove(plan)} onToggleSoldOut={() => toggleSoldOut(plan)} />
  );

  return (
    <section aria-labelledby="plans-title">
      <div className="tab-header">
        <div>
          <h1 id="plans-title">Hosting Plans</h1>
          <p className="debug-line">
            Plans: {catalog.plans.length} · Loading: {catalog.loading ? "yes" : "no"} · Authenticated: yes
          </p>
        </div>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => setEditing("new")}>
            + Add New Plan
          </button>
        </div>
      </div>
      {!catalog.loading && catalog.categories.length === 0 && <p className="warning">{NO_CATEGORIES_WARNING}</p>}
      {catalog.plans.length === 0 ? (
        <p className="empty-state">{catalog.loading ? "Loading hosting plans..." : "No hosting plans found"}</p>
      ) : (
        groups.map(({ category, plans }) => (
          <section key={category.id} className="plan-group" aria-labelledby={`group-${category.id}`}>
            <div className="group-header">
              <h2 id={`group-${category.id}`}>
                {category.display_name} <span className="count">({plans.length})</span>
              </h2>
              <button type="button" className="button small" onClick={() => resetOrder(category.display_name, plans)} aria-label={`Reset Order of ${category.display_name}`}>
                Reset Order
              </button>
            </div>
            <p className="hint">Drag plans to reorder within this category</p>
            <SortableList
              items={plans}
              layout="grid"
              className="plan-grid"
              getId={(p) => p.id}
              getName={(p) => p.name}
              onReorder={(next) => saveOrder(next, "Error reordering plans: ")}
              renderItem={(plan, handle) => card(plan, handle)}
            />
          </section>
        ))
      )}
      {orphans.length > 0 && (
        <section className="plan-group" aria-labelledby="group-orphans">
          <div className="group-header">
            <h2 id="group-orphans">
              Not in an active category <span className="count">({orphans.length})</span>
            </h2>
          </div>
          <p className="hint">These plans are not shown on the website until they are assigned to an active category.</p>
          <ul className="plan-grid">
            {orphans.map((plan) => (
              <li key={plan.id}>{card(plan)}</li>
            ))}
          </ul>
        </section>
      )}
      {editing && <PlanDialog plan={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
