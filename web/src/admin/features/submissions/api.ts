import { useQuery } from "@tanstack/react-query";
import { SUBMISSIONS_PAGE_SIZE } from "../../../../../common/constants";
import type { SubmissionPage } from "../../../../../common/contracts";
import { useApiMutation } from "../../api/hooks";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";

/** Contact submissions: a page of the list (search and dates), read/unread, delete and export. */
export interface SubmissionFilters {
  search: string;
  start_date: string;
  end_date: string;
}

export interface JsonExport {
  submissions: unknown[];
  exported_at: string;
  total: number;
}

export const submissionKeys = {
  all: ["submissions"] as const,
  /** One page of one search: an answer is only ever shown for exactly the page and filters it was asked for. */
  page: (page: number, filters: SubmissionFilters) => ["submissions", "list", { page, ...filters }] as const,
};

export const fetchSubmissions = (http: Http, page: number, filters: SubmissionFilters) =>
  http<SubmissionPage>("/api/admin/contact-submissions", { noCache: true, query: { page, limit: SUBMISSIONS_PAGE_SIZE, ...filters } });
export const markSubmission = (http: Http, id: number, read: boolean) =>
  http<unknown>(`/api/admin/contact-submissions/${id}/${read ? "read" : "unread"}`, { method: "PUT", body: {} });
export const deleteSubmission = (http: Http, id: number) => http<unknown>(`/api/admin/contact-submissions/${id}`, { method: "DELETE" });
export const exportCsv = (http: Http, filters: SubmissionFilters) =>
  http<{ csv_data: string; filename?: string }>("/api/admin/contact-submissions/export", { noCache: true, query: { format: "csv", ...filters } });
export const exportJson = (http: Http, filters: SubmissionFilters) =>
  http<JsonExport>("/api/admin/contact-submissions/export", { noCache: true, query: { format: "json", ...filters } });

/**
 * One page. While another page of the same search loads, the previous answer stays available as placeholder
 * (for the pager's page count); the table shows rows only from the page that is selected.
 */
export function useSubmissions(page: number, filters: SubmissionFilters) {
  const http = useHttp();
  const key = submissionKeys.page(page, filters);
  return useQuery({
    queryKey: key,
    queryFn: () => fetchSubmissions(http, page, filters),
    placeholderData: (previous, previousQuery) => (sameSearch(previousQuery, filters) ? previous : undefined),
  });
}

function sameSearch(query: { queryKey: readonly unknown[] } | undefined, filters: SubmissionFilters): boolean {
  const previous = query?.queryKey[2] as Partial<SubmissionFilters> | undefined;
  return !!previous && previous.search === filters.search && previous.start_date === filters.start_date && previous.end_date === filters.end_date;
}

export const useMarkSubmission = () => useApiMutation((http, { id, read }: { id: number; read: boolean }) => markSubmission(http, id, read), [submissionKeys.all]);
export const useDeleteSubmission = () => useApiMutation(deleteSubmission, [submissionKeys.all]);

/** Downloads every submission of the current search as CSV or JSON (the tab saves it as a file). */
export const useExportSubmissions = () =>
  useApiMutation(async (http, { format, filters }: { format: "csv" | "json"; filters: SubmissionFilters }) =>
    format === "csv" ? { format, answer: await exportCsv(http, filters) } : { format, answer: await exportJson(http, filters) },
  );
