import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Category, CategoryInput, CategoryReorder } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { catalogKeys } from "../../api/catalog";
import { useCall } from "../../api/client";
import { useApiMutation } from "../../api/hooks";

/** Plan categories: create, update, delete and reorder. The list is api/catalog.ts. */
const createCategory = (call: ApiCall, category: CategoryInput) => call("POST /api/admin/hosting-categories", { body: category });
const updateCategory = (call: ApiCall, id: number, category: CategoryInput) =>
  call("PUT /api/admin/hosting-categories/:id", { params: { id }, body: category });
const deleteCategory = (call: ApiCall, id: number) => call("DELETE /api/admin/hosting-categories/:id", { params: { id } });
const reorderCategories = (call: ApiCall, body: CategoryReorder) => call("PUT /api/admin/hosting-categories/reorder", { body });

/** Creates a category (`id` null) or updates one; a changed key moves its plans along, so plans load again too. */
export const useSaveCategory = () =>
  useApiMutation(
    (call, { id, category }: { id: number | null; category: CategoryInput }) =>
      id === null ? createCategory(call, category) : updateCategory(call, id, category),
    [catalogKeys.categories, catalogKeys.plans],
  );
export const useDeleteCategory = () => useApiMutation(deleteCategory, [catalogKeys.categories]);

/** Shows the new order at once; a failure puts the previous order back; a success loads the categories again. */
export function useReorderCategories() {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: { body: CategoryReorder; optimistic: Category[] }) => reorderCategories(call, body),
    onMutate: async ({ optimistic }) => {
      await queryClient.cancelQueries({ queryKey: catalogKeys.categories });
      const previous = queryClient.getQueryData<Category[]>(catalogKeys.categories);
      queryClient.setQueryData(catalogKeys.categories, optimistic);
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(catalogKeys.categories, context.previous);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.categories }),
  });
}
