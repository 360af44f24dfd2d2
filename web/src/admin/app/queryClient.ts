import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { isStatus } from "../../lib/api/errors";
import { activityKeys } from "../features/activity/api";
import { overviewKeys } from "../features/overview/api";

/**
 * The admin panel's server-state cache. This is the one place a 401 turns into a logout: any admin call that
 * answers 401 (the data load of a tab, or a change such as a company or plan save) means the session is over.
 * A failing load is logged and shown by its tab; nothing else happens to it.
 */
export function createAdminQueryClient(onUnauthorized: () => void): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        console.error(`Loading ${JSON.stringify(query.queryKey)} failed`, error);
        if (isStatus(error, 401)) onUnauthorized();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isStatus(error, 401)) onUnauthorized();
      },
      // Every change made in the panel is written to the activity log, and may tick an item of the overview's checklist.
      onSuccess: () => {
        void client.invalidateQueries({ queryKey: activityKeys.all });
        void client.invalidateQueries({ queryKey: overviewKeys.all });
      },
    }),
    defaultOptions: {
      // A tab shows what is cached at once and loads it again when opened; a failure is reported, not retried.
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
      mutations: { retry: false },
    },
  });
  return client;
}
