import { ApiError } from "../../../lib/api/errors";

/** The fields a 400 answer named (`errors: [{field, message}]`), each with its rule, e.g. { password: "is not correct" }. */
export function fieldIssues(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const listed = (error.body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(listed)) return {};
  const issues: Record<string, string> = {};
  for (const issue of listed) {
    if (issue && typeof issue.field === "string" && typeof issue.message === "string") issues[issue.field] ??= issue.message;
  }
  return issues;
}
