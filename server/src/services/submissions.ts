import { stringify } from "csv-stringify/sync";
import type { ContactSubmission, Pagination, SubmissionPage, SubmissionQuery } from "../../../common/contracts";
import type { SubmissionRepository } from "../store/types";

export function pageOfSubmissions(repository: SubmissionRepository, query: SubmissionQuery): SubmissionPage {
  const { items, total } = repository.query(query);
  return { submissions: items, pagination: pageOf(query, total) };
}

/** Pagination arithmetic shared by every paged list. */
export function pageOf(query: { page: number; limit: number }, total: number): Pagination {
  const total_pages = Math.ceil(total / query.limit);
  return { page: query.page, limit: query.limit, total_pages, total_items: total, has_prev: query.page > 1, has_next: query.page < total_pages };
}

const CSV_COLUMNS = ["id", "timestamp", "name", "email", "subject", "message", "is_read"] as const;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (cells starting with =, +, -, @, a tab or CR). */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

export function submissionsCsv(submissions: ContactSubmission[]): string {
  const rows = submissions.map((submission) => CSV_COLUMNS.map((column) => neutraliseFormula(String(submission[column]))));
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS], quoted_string: true, record_delimiter: "\r\n" });
}

export function exportFilename(extension: "csv" | "json", now = new Date()): string {
  return `contact_submissions_${now.toISOString().slice(0, 10)}.${extension}`;
}
