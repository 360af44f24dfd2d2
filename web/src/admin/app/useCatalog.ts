import { useCallback, useState } from "react";
import type { Category, Plan } from "../../../../common/schemas";
import type { ApiClient } from "../api/client";
import { isStatus } from "../api/http";
import type { Catalog } from "./context";

/** The overall data load of SPEC §4: plans and categories. Each failing alone is only logged; a 401 logs out. */
export function useCatalog(api: ApiClient, onUnauthorized: () => void): Catalog {
  const [plans, setPlans] = useState<Plan[]>([]);
  const [categories, setCategories] = useState<Category[]>([]);
  const [loading, setLoading] = useState(true);

  const reload = useCallback(async () => {
    setLoading(true);
    const [planResult, categoryResult] = await Promise.allSettled([api.plans(), api.categories()]);
    setLoading(false);
    if (planResult.status === "fulfilled") setPlans(Array.isArray(planResult.value) ? planResult.value : []);
    else console.error("Error loading hosting plans", planResult.reason);
    if (categoryResult.status === "fulfilled") setCategories(Array.isArray(categoryResult.value) ? categoryResult.value : []);
    else console.error("Error loading categories", categoryResult.reason);
    if ([planResult, categoryResult].some((r) => r.status === "rejected" && isStatus(r.reason, 401))) onUnauthorized();
  }, [api, onUnauthorized]);

  return { plans, categories, loading, reload, setPlans, setCategories };
}
