import { useQuery } from "@tanstack/react-query";
import { sortCategories, sortPlans } from "../../../../common/ordering";
import type { Category, Plan } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { asList } from "../lib/asList";
import { useCall } from "./client";

/**
 * The plans and categories several tabs read (Plans, Plan Categories, Blesta's Plan Mapping, the dashboard's
 * first load): one query each, shared by all of them, in the display order.
 */
export const catalogKeys = { plans: ["plans"] as const, categories: ["categories"] as const };

const fetchPlans = (call: ApiCall) => call("GET /api/admin/hosting-plans", { noCache: true });
const fetchCategories = (call: ApiCall) => call("GET /api/admin/hosting-categories", { noCache: true });

export function usePlans() {
  const call = useCall();
  return useQuery({ queryKey: catalogKeys.plans, queryFn: async () => asList<Plan>(await fetchPlans(call)), select: sortPlans });
}

export function useCategories() {
  const call = useCall();
  return useQuery({ queryKey: catalogKeys.categories, queryFn: async () => asList<Category>(await fetchCategories(call)), select: sortCategories });
}
