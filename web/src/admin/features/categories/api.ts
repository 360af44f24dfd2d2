import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInput, CategoryReorder } from "../../../../../common/contracts";
import { useApiMutation } from "../../api/hooks";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";
import { asList } from "../../lib/asList";
import { planKeys } from "../plans/api";
import { sortCategories } from "./order";

/** Plan categories: the admin list, create, update, delete and reorder. */
export const categoryKeys = { all: ["categories"] as const };

export const fetchCategories = (http: Http) => http<Category[]>("/api/admin/hosting-categories", { noCache: true });
export const createCategory = (http: Http, category: CategoryInput) =>
  http<Category>("/api/admin/hosting-categories", { method: "POST", body: category });
export const updateCategory = (http: Http, id: number, category: CategoryInput) =>
  http<Category>(`/api/admin/hosting-categories/${id}`, { method: "PUT", body: category });
export const deleteCategory = (http: Http, id: number) => http<unknown>(`/api/admin/hosting-categories/${id}`, { method: "DELETE" });
export const reorderCategories = (http: Http, body: CategoryReorder) =>
  http<unknown>("/api/admin/hosting-categories/reorder", { method: "PUT", body });

/** The categories in display order. */
export function useCategories() {
  const http = useHttp();
  return useQuery({ queryKey: categoryKeys.all, queryFn: async () => asList<Category>(await fetchCategories(http)), select: sortCategories });
}

/** Creates a category (`id` null) or updates one; a changed key moves its plans along, so plans load again too. */
export const useSaveCategory = () =>
  useApiMutation(
    (http, { id, category }: { id: number | null; category: CategoryInput }) => (id === null ? createCategory(http, category) : updateCategory(http, id, category)),
    [categoryKeys.all, planKeys.all],
  );
export const useDeleteCategory = () => useApiMutation(deleteCategory, [categoryKeys.all]);

/** Shows the new order at once; a failure puts the previous order back; a success loads the categories again. */
export function useReorderCategories() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: CategoryReorder; optimistic: Category[] }) => reorderCategories(http, body),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: categoryKeys.all });
      const previous = queryClient.getQueryData<Category[]>(categoryKeys.all);
      queryClient.setQueryData(categoryKeys.all, optimistic);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(categoryKeys.all, context.previous);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
