import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Plan, PlanInput, PlanReorder } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";
import { asList } from "../../lib/asList";

/** Hosting plans: the admin list, create, update (term prices and sold out included), delete and reorder. */
export const planKeys = { all: ["plans"] as const };

export const fetchPlans = (http: Http) => http<Plan[]>("/api/admin/hosting-plans", { noCache: true });
export const createPlan = (http: Http, plan: PlanInput) =>
  http<Plan>("/api/admin/hosting-plans", { method: "POST", body: plan, noCache: true });
export const updatePlan = (http: Http, id: number, plan: PlanInput) =>
  http<Plan>(`/api/hosting-plans/${id}`, { method: "PUT", body: plan, noCache: true });
export const deletePlan = (http: Http, id: number) => http<unknown>(`/api/admin/hosting-plans/${id}`, { method: "DELETE" });
export const reorderPlans = (http: Http, body: PlanReorder) =>
  http<unknown>("/api/admin/hosting-plans/reorder", { method: "PUT", body });

export const usePlans = () => useApiQuery(planKeys.all, async (http) => asList<Plan>(await fetchPlans(http)));
/** Creates a plan (`id` null) or updates one. */
export const useSavePlan = () =>
  useApiMutation((http, { id, plan }: { id: number | null; plan: PlanInput }) => (id === null ? createPlan(http, plan) : updatePlan(http, id, plan)), [planKeys.all]);
export const useDeletePlan = () => useApiMutation(deletePlan, [planKeys.all]);
/** Marks a plan sold out or back in stock and changes nothing else. */
export const useSetSoldOut = () =>
  useApiMutation((http, { id, sold_out }: { id: number; sold_out: boolean }) => updatePlan(http, id, { sold_out }), [planKeys.all]);

/** Shows the new order at once; after the answer (either way) the plans are loaded again. */
export function useReorderPlans() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: PlanReorder; optimistic: Plan[] }) => reorderPlans(http, body),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: planKeys.all });
      queryClient.setQueryData(planKeys.all, optimistic);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}
