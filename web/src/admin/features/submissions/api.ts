import { useQuery } from "@tanstack/react-query";
import { SUBMISSIONS_PAGE_SIZE } from "../../../../../common/constants";
import type { ApiCall } from "../../../lib/api/client";
import { useCall } from "../../api/client";
import { useApiMutation } from "../../api/hooks";

/** Contact submissions: a page of the list (search and dates), read/unread, delete and export. */
export interface SubmissionFilters {
  search: string;
  start_date: string;
  end_date: string;
}

const submissionKeys = {
  all: ["submissions"] as const,
  /** One page of one search: an answer is only ever shown for exactly the page and filters it was asked for. */
  page: (page: number, filters: SubmissionFilters) => ["submissions", "list", { page, ...filters }] as const,
};

const fetchSubmissions = (call: ApiCall, page: number, filters: SubmissionFilters) =>
  call("GET /api/admin/contact-submissions", { noCache: true, query: { page, limit: SUBMISSIONS_PAGE_SIZE, ...filters } });
const markSubmission = (call: ApiCall, id: number, read: boolean) =>
  call(read ? "PUT /api/admin/contact-submissions/:id/read" : "PUT /api/admin/contact-submissions/:id/unread", { params: { id } });
const deleteSubmission = (call: ApiCall, id: number) => call("DELETE /api/admin/contact-submissions/:id", { params: { id } });

/** Every submission of the search as CSV text (`csv_data`) or as JSON; the answer's shape follows the format asked for. */
async function exportSubmissions(call: ApiCall, format: "csv" | "json", filters: SubmissionFilters) {
  const answer = await call("GET /api/admin/contact-submissions/export", { noCache: true, query: { format, ...filters } });
  return "csv_data" in answer ? { format: "csv" as const, answer } : { format: "json" as const, answer };
}

/**
 * One page. While another page of the same search loads, the previous answer stays available as placeholder
 * (for the pager's page count); the table shows rows only from the page that is selected.
 */
export function useSubmissions(page: number, filters: SubmissionFilters) {
  const call = useCall();
  const key = submissionKeys.page(page, filters);
  return useQuery({
    queryKey: key,
    queryFn: () => fetchSubmissions(call, page, filters),
    placeholderData: (previous, previousQuery) => (sameSearch(previousQuery, filters) ? previous : undefined),
  });
}

function sameSearch(query: { queryKey: readonly unknown[] } | undefined, filters: SubmissionFilters): boolean {
  const previous = query?.queryKey[2] as Partial<SubmissionFilters> | undefined;
  return !!previous && previous.search === filters.search && previous.start_date === filters.start_date && previous.end_date === filters.end_date;
}

export const useMarkSubmission = () =>
  useApiMutation((call, { id, read }: { id: number; read: boolean }) => markSubmission(call, id, read), [submissionKeys.all]);
export const useDeleteSubmission = () => useApiMutation(deleteSubmission, [submissionKeys.all]);

/** Downloads every submission of the current search as CSV or JSON (the tab saves it as a file). */
export const useExportSubmissions = () =>
  useApiMutation((call, { format, filters }: { format: "csv" | "json"; filters: SubmissionFilters }) => exportSubmissions(call, format, filters));
