import { useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useHttp } from "./client";
import type { Http } from "./http";

/** The key every query's key starts with: invalidating it loads everything again. */
export const ALL_QUERIES: QueryKey = [];

/** A query over one fetcher of a feature's API module. */
export function useApiQuery<T>(queryKey: QueryKey, fetch: (http: Http) => Promise<T>) {
  const http = useHttp();
  return useQuery({ queryKey, queryFn: () => fetch(http) });
}

/**
 * A change through one call of a feature's API module; on success the queries under `invalidates` load again
 * (the mutation settles once they have).
 */
export function useApiMutation<V, R>(call: (http: Http, variables: V) => Promise<R>, invalidates: readonly QueryKey[] = []) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => call(http, variables),
    onSuccess: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
