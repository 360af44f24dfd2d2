import { useQuery } from "@tanstack/react-query";
import { ACTIVITY_PAGE_SIZE } from "../../../../../common/constants";
import type { ApiCall } from "../../../lib/api/client";
import { useCall } from "../../api/client";

/** The activity log: sign-ins and every admin change, newest first, searchable, 20 per page. */
export const activityKeys = {
  all: ["activity"] as const,
  /** One page of one search: an answer is only ever shown for exactly the page and search it was asked for. */
  page: (page: number, search: string) => ["activity", { page, search }] as const,
};

const fetchActivity = (call: ApiCall, page: number, search: string) =>
  call("GET /api/admin/activity", { noCache: true, query: { page, limit: ACTIVITY_PAGE_SIZE, search } });

/** One page; while another page of the same search loads, the previous answer is the placeholder (for the pager). */
export function useActivity(page: number, search: string) {
  const call = useCall();
  return useQuery({
    queryKey: activityKeys.page(page, search),
    queryFn: () => fetchActivity(call, page, search),
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as { search?: string } | undefined)?.search === search ? previous : undefined),
  });
}
