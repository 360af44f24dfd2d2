import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Plan, PlanInput, PlanReorder } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { catalogKeys } from "../../api/catalog";
import { useCall } from "../../api/client";
import { useApiMutation } from "../../api/hooks";

/** Hosting plans: create, update (term prices and sold out included), delete and reorder. The list is api/catalog.ts. */
const createPlan = (call: ApiCall, plan: PlanInput & { name: string }) => call("POST /api/admin/hosting-plans", { body: plan, noCache: true });
const updatePlan = (call: ApiCall, id: number, plan: PlanInput) => call("PUT /api/admin/hosting-plans/:id", { params: { id }, body: plan, noCache: true });
const deletePlan = (call: ApiCall, id: number) => call("DELETE /api/admin/hosting-plans/:id", { params: { id } });
const reorderPlans = (call: ApiCall, body: PlanReorder) => call("PUT /api/admin/hosting-plans/reorder", { body });

/** Creates a plan (`id` null) or updates one. */
export const useSavePlan = () =>
  useApiMutation(
    (call, { id, plan }: { id: number | null; plan: PlanInput & { name: string } }) => (id === null ? createPlan(call, plan) : updatePlan(call, id, plan)),
    [catalogKeys.plans],
  );
export const useDeletePlan = () => useApiMutation(deletePlan, [catalogKeys.plans]);
/** Marks a plan sold out or back in stock and changes nothing else. */
export const useSetSoldOut = () =>
  useApiMutation((call, { id, sold_out }: { id: number; sold_out: boolean }) => updatePlan(call, id, { sold_out }), [catalogKeys.plans]);

/** Shows the new order at once; after the answer (either way) the plans are loaded again. */
export function useReorderPlans() {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: PlanReorder; optimistic: Plan[] }) => reorderPlans(call, body),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: catalogKeys.plans });
      queryClient.setQueryData(catalogKeys.plans, optimistic);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.plans }),
  });
}
