import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import type { ApiCall } from "../../lib/api/client";
import { useCall } from "./client";

/** The key every query's key starts with: invalidating it loads everything again. */
export const ALL_QUERIES: QueryKey = [];

/** A query over one fetcher of a feature's API module. */
export function useApiQuery<T>(queryKey: QueryKey, fetch: (call: ApiCall) => Promise<T>) {
  const call = useCall();
  return useQuery({ queryKey, queryFn: () => fetch(call) });
}

/**
 * A change through one call of a feature's API module; on success the queries under `invalidates` load again
 * (the mutation settles once they have).
 */
export function useApiMutation<V, R>(change: (call: ApiCall, variables: V) => Promise<R>, invalidates: readonly QueryKey[] = []) {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(call, variables),
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
