import type { Plan, PlanReorder } from "../../../../../common/contracts";

/** The full new order of one category's plans, as PUT /api/admin/hosting-plans/reorder takes it. */
export function planOrderBody(plans: readonly Plan[]): PlanReorder {
  return { plans: plans.map((plan, index) => ({ plan_id: plan.id, new_order: index })) };
}

/** Replaces the given plans' display_order with their position (optimistic local reorder). */
export function withLocalOrder(all: readonly Plan[], reordered: readonly Plan[]): Plan[] {
  const order = new Map(reordered.map((plan, index) => [plan.id, index]));
  return all.map((plan) => (order.has(plan.id) ? { ...plan, display_order: order.get(plan.id)! } : plan));
}
