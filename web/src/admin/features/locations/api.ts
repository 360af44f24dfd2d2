import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Location, LocationChange, LocationCreate } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { catalogKeys } from "../../api/catalog";
import { useCall } from "../../api/client";
import { useApiMutation } from "../../api/hooks";
import { locationsKey } from "../../api/locations";

/** Locations: create, update, delete, reorder, and the server's check of a latency test URL. The list is api/locations.ts. */
const createLocation = (call: ApiCall, location: LocationCreate) => call("POST /api/admin/locations", { body: location });
const updateLocation = (call: ApiCall, id: number, change: LocationChange) => call("PUT /api/admin/locations/:id", { params: { id }, body: change });
const deleteLocation = (call: ApiCall, id: number) => call("DELETE /api/admin/locations/:id", { params: { id } });
const reorderLocations = (call: ApiCall, locations: readonly Location[]) =>
  call("PUT /api/admin/locations/reorder", { body: { locations: locations.map((location, index) => ({ location_id: location.id, new_order: index })) } });
const checkUrl = (call: ApiCall, url: string) => call("POST /api/admin/locations/check-url", { body: { url } });

/** Creates a location (`id` null: the body has key, name and country) or changes one; a new key moves the plans along, so plans load again too. */
export const useSaveLocation = () =>
  useApiMutation(
    (call, { id, body }: { id: number | null; body: LocationCreate }) => (id === null ? createLocation(call, body) : updateLocation(call, id, body)),
    [locationsKey, catalogKeys.plans],
  );
export const useDeleteLocation = () => useApiMutation(deleteLocation, [locationsKey]);
/** Nothing is stored: the answer says how the address answered the server. */
export const useCheckUrl = () => useApiMutation(checkUrl);

/** Shows the new order at once; a failure puts the previous order back; either way the list loads again. */
export function useReorderLocations() {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (next: Location[]) => reorderLocations(call, next),
    onMutate: async (next) => {
      await queryClient.cancelQueries({ queryKey: locationsKey });
      const previous = queryClient.getQueryData<Location[]>(locationsKey);
      queryClient.setQueryData(
        locationsKey,
        next.map((location, index) => ({ ...location, display_order: index })),
      );
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context?.previous) queryClient.setQueryData(locationsKey, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: locationsKey }),
  });
}
