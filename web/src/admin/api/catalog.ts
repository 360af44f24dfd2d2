import type { Category, CategoryInput, CategoryReorder, Plan, PlanInput, PlanReorder } from "../../../../common/schemas";
import type { Http } from "./http";

/** Plans and categories (SPEC §7). */
export function catalogApi(http: Http) {
  return {
    plans: () => http<Plan[]>("/api/admin/hosting-plans", { noCache: true }),
    createPlan: (plan: PlanInput) => http<Plan>("/api/admin/hosting-plans", { method: "POST", body: plan, noCache: true }),
    updatePlan: (id: number, plan: PlanInput) => http<Plan>(`/api/hosting-plans/${id}`, { method: "PUT", body: plan, noCache: true }),
    deletePlan: (id: number) => http<unknown>(`/api/admin/hosting-plans/${id}`, { method: "DELETE" }),
    reorderPlans: (body: PlanReorder) => http<unknown>("/api/admin/hosting-plans/reorder", { method: "PUT", body }),

    categories: () => http<Category[]>("/api/admin/hosting-categories", { noCache: true }),
    createCategory: (category: CategoryInput) => http<Category>("/api/admin/hosting-categories", { method: "POST", body: category }),
    updateCategory: (id: number, category: CategoryInput) =>
      http<Category>(`/api/admin/hosting-categories/${id}`, { method: "PUT", body: category }),
    deleteCategory: (id: number) => http<unknown>(`/api/admin/hosting-categories/${id}`, { method: "DELETE" }),
    reorderCategories: (body: CategoryReorder) => http<unknown>("/api/admin/hosting-categories/reorder", { method: "PUT", body }),
  };
}
