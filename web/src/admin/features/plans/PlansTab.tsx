import { useState } from "react";
import type { Category, Plan } from "../../../../../common/contracts";
import { planBelongsToCategory, plansOfCategory } from "../../../../../common/rules";
import { errorText, isStatus } from "../../../lib/api/errors";
import { SortableList } from "../../components/SortableList";
import { useFeedback } from "../../components/ui/Feedback";
import { useCategories } from "../../api/catalog";
import { useLocations } from "../../api/locations";
import { useLoadedSiteSettings } from "../../api/siteSettings";
import { heldBackCurrencies, plansWithoutPrice } from "../../../../../common/i18n/offeredCurrencies";
import { usePlans } from "../../api/catalog";
import { useDeletePlan, useReorderPlans, useSetSoldOut } from "./api";
import { alphabeticalPlans } from "../../../../../common/ordering";
import { planOrderBody, withLocalOrder } from "./order";
import { PlanCard } from "./PlanCard";
import { NO_CATEGORIES_WARNING, PlanDialog } from "./PlanDialog";

type Editing = { plan: Plan } | { category: Category | undefined } | null;

/**
 * Hosting Plans: one group per active category (display order), drag to reorder within it. "Add plan" of a
 * group starts a plan in that category (at its end); "Add New Plan" starts one in the first category.
 */
export function PlansTab() {
  const { notify, confirm } = useFeedback();
  const plansQuery = usePlans();
  const categoriesQuery = useCategories();
  // Loaded with the tab, so the plan dialog opens with them at once.
  const locationsQuery = useLocations();
  const reorder = useReorderPlans();
  const deletePlan = useDeletePlan();
  const setSoldOut = useSetSoldOut();
  const [editing, setEditing] = useState<Editing>(null);
  const plans = plansQuery.data ?? [];
  const categories = categoriesQuery.data ?? [];
  const loading = plansQuery.isPending || categoriesQuery.isPending || locationsQuery.isPending;
  const active = categories.filter((c) => c.is_active);
  const groups = active.map((category) => ({ category, plans: plansOfCategory(plans, category) }));
  const orphans = plans.filter((plan) => !active.some((c) => planBelongsToCategory(plan, c)));
  const settings = useLoadedSiteSettings().data;
  const defaultCurrency = settings?.default_currency ?? "USD";
  const sale = { currencies: settings?.currencies ?? [defaultCurrency], default_currency: defaultCurrency };
  const heldBack = heldBackCurrencies(sale, plans);
  const missingOf = (plan: Plan) => sale.currencies.filter((currency) => plansWithoutPrice([plan], currency, defaultCurrency).length > 0);

  /** The new order shows at once; either way the plans are loaded again afterwards. */
  async function saveOrder(next: Plan[], errorPrefix: string, success?: string) {
    try {
      await reorder.mutateAsync({ body: planOrderBody(next), optimistic: withLocalOrder(plans, next) });
      if (success) notify(success);
    } catch (caught) {
      notify(`${errorPrefix}${errorText(caught)}`, "error");
    }
  }

  async function resetOrder(name: string, groupPlans: Plan[]) {
    if (!(await confirm(`Reset the order of the plans in "${name}" to alphabetical order?`, { confirmLabel: "Reset Order" }))) return;
    await saveOrder(alphabeticalPlans(groupPlans), "Error resetting plan order: ", "Plan order reset to alphabetical order!");
  }

  async function remove(plan: Plan) {
    if (!(await confirm(`Delete the plan "${plan.name}"? This cannot be undone.`, { title: "Delete plan", confirmLabel: "Delete", danger: true }))) return;
    try {
      await deletePlan.mutateAsync(plan.id);
      notify("Plan deleted successfully!");
    } catch (caught) {
      notify(`Error deleting plan: ${errorText(caught)}`, "error");
    }
  }

  async function toggleSoldOut(plan: Plan) {
    try {
      await setSoldOut.mutateAsync({ id: plan.id, sold_out: !plan.sold_out });
      notify(plan.sold_out ? `${plan.name} is back in stock.` : `${plan.name} is marked sold out.`);
    } catch (caught) {
      // A 401 has already signed the administrator out (see the query client).
      if (!isStatus(caught, 401)) notify(`Error updating plan: ${errorText(caught)}`, "error");
    }
  }

  const card = (plan: Plan, handle?: React.ReactNode) => (
    <PlanCard
      plan={plan}
      defaultCurrency={defaultCurrency}
      missingCurrencies={missingOf(plan)}
      handle={handle}
      onEdit={() => setEditing({ plan })}
      onDelete={() => remove(plan)}
      onToggleSoldOut={() => toggleSoldOut(plan)}
    />
  );

  return (
    <section aria-labelledby="plans-title">
      <div className="tab-header">
        <div>
          <h1 id="plans-title">Hosting Plans</h1>
          <p className="debug-line">
            Plans: {plans.length} · Loading: {plansQuery.isFetching ? "yes" : "no"} · Authenticated: yes
          </p>
        </div>
        <div className="actions">
          <button type="button" className="button primary" onClick={() => setEditing({ category: active[0] ?? categories[0] })}>
            + Add New Plan
          </button>
        </div>
      </div>
      {!loading && categories.length === 0 && <p className="warning">{NO_CATEGORIES_WARNING}</p>}
      {!loading && heldBack.length > 0 && (
        <p className="warning currency-held-back">
          {heldBack
            .map(
              ({ currency, plans: without }) =>
                `${currency} is not offered to visitors: ${without.length} plan${without.length === 1 ? " has" : "s have"} no price in it`,
            )
            .join("; ")}
          . Each such plan is marked below: add its price in Edit Plan, or sync the prices from Blesta.
        </p>
      )}
      {plans.length === 0 && <p className="empty-state">{loading ? "Loading hosting plans..." : "No hosting plans found"}</p>}
      {!loading &&
        groups.map(({ category, plans: groupPlans }) => (
          <section key={category.id} className="plan-group" aria-labelledby={`group-${category.id}`}>
            <div className="group-header">
              <h2 id={`group-${category.id}`}>
                {category.display_name} <span className="count">({groupPlans.length})</span>
              </h2>
              <div className="actions">
                <button type="button" className="button small" onClick={() => setEditing({ category })} aria-label={`Add plan to ${category.display_name}`}>
                  + Add plan
                </button>
                {groupPlans.length > 0 && (
                  <button
                    type="button"
                    className="button small"
                    onClick={() => resetOrder(category.display_name, groupPlans)}
                    aria-label={`Reset Order of ${category.display_name}`}
                  >
                    Reset Order
                  </button>
                )}
              </div>
            </div>
            {groupPlans.length === 0 ? (
              <p className="hint">No plans in this category yet.</p>
            ) : (
              <>
                <p className="hint">Drag plans to reorder within this category</p>
                <SortableList
                  items={groupPlans}
                  layout="grid"
                  className="plan-grid"
                  listName={category.display_name}
                  getId={(p) => p.id}
                  getName={(p) => p.name}
                  onReorder={(next) => saveOrder(next, "Error reordering plans: ")}
                  renderItem={(plan, handle) => card(plan, handle)}
                />
              </>
            )}
          </section>
        ))}
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
      {editing && (
        <PlanDialog
          plan={"plan" in editing ? editing.plan : null}
          category={"category" in editing ? editing.category : undefined}
          categories={categories}
          locations={locationsQuery.data ?? []}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
