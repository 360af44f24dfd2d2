import { useQuery } from "@tanstack/react-query";
import type { Pagination } from "../../../../../common/contracts";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";

/** The activity log: sign-ins and every admin change, newest first, searchable, 20 per page. */
export interface ActivityEntry {
  id: number;
  timestamp: string;
  /** "login", "login_failed" or "{resource words}.{create|update|delete}", e.g. "hosting-plans.update" */
  action: string;
  actor: string;
  ip: string;
  user_agent: string;
  /** "#3" or "" */
  target: string;
  /** "PUT /api/hosting-plans/3" */
  detail: string;
  success: boolean;
}

export interface ActivityPage {
  entries: ActivityEntry[];
  pagination: Pagination;
}

export const ACTIVITY_PAGE_SIZE = 20;

export const activityKeys = {
  all: ["activity"] as const,
  /** One page of one search: an answer is only ever shown for exactly the page and search it was asked for. */
  page: (page: number, search: string) => ["activity", { page, search }] as const,
};

export const fetchActivity = (http: Http, page: number, search: string) =>
  http<ActivityPage>("/api/admin/activity", { noCache: true, query: { page, limit: ACTIVITY_PAGE_SIZE, search } });

/** One page; while another page of the same search loads, the previous answer is the placeholder (for the pager). */
export function useActivity(page: number, search: string) {
  const http = useHttp();
  return useQuery({
    queryKey: activityKeys.page(page, search),
    queryFn: () => fetchActivity(http, page, search),
    placeholderData: (previous, previousQuery) => ((previousQuery?.queryKey[1] as { search?: string } | undefined)?.search === search ? previous : undefined),
  });
}
