import type { z } from "zod";
import { ApiError } from "../../lib/api/errors";

/** What is wrong with a form, by field key (the key the form's `error` props use); empty when nothing is. */
export type FieldErrors = Record<string, string>;

/** One problem as the API lists it in a 400's `errors` (or as a zod issue, with its path joined by "."). */
export interface FieldIssue {
  field: string;
  message: string;
}

/** How a form names its fields in messages and finds the field a problem belongs to. */
export interface FieldRules {
  /** The form's fields (by key) and the names messages start with, e.g. `{ name: "Plan Name" }`. */
  labels: Readonly<Record<string, string>>;
  /** The field of an API or schema path ("pricing.annual", "items.2.href"); default: the path itself, else its first part. */
  fieldOf?: (path: string) => string | null;
  /** Where an answer without `errors` belongs, from its `detail` (e.g. every problem of an upload is the file's). */
  fromDetail?: (detail: string) => FieldErrors | null;
}

/** "Plan Name" + "is required" → "Plan Name is required"; a message that is already a sentence stays as it is. */
export function issueText(label: string | undefined, message: string): string {
  if (!label || /^[A-Z]/.test(message)) return message;
  return `${label} ${message}`;
}

function defaultField(path: string, labels: FieldRules["labels"]): string | null {
  if (path in labels) return path;
  const first = path.split(".")[0];
  return first in labels ? first : null;
}

/** The problems that belong to a field of the form, first problem per field kept. */
export function issuesToErrors(issues: readonly FieldIssue[], rules: FieldRules): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = rules.fieldOf ? rules.fieldOf(issue.field) : defaultField(issue.field, rules.labels);
    if (field && !(field in errors)) errors[field] = issueText(rules.labels[field], issue.message);
  }
  return errors;
}

/** Checks `value` with a shared contract schema (the server's own rules) before anything is sent. */
export function schemaErrors(schema: z.ZodType, value: unknown, rules: FieldRules): FieldErrors {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return issuesToErrors(
    result.error.issues.map((issue) => ({ field: issue.path.map(String).join("."), message: issue.message })),
    rules,
  );
}

/**
 * Where a refused save's problems belong: the `errors` list of the answer (a 400's fields, a 409
 * `already_exists`'s field), else where the form puts an answer without them. Never read from the wording of
 * `detail`. Empty when nothing names a field.
 */
export function serverErrors(caught: unknown, rules: FieldRules): FieldErrors {
  if (!(caught instanceof ApiError) || caught.status === null || caught.status < 400 || caught.status >= 500) return {};
  const listed = (caught.body as { errors?: unknown } | null)?.errors;
  if (Array.isArray(listed)) {
    const issues = listed.filter((issue): issue is FieldIssue => typeof issue?.field === "string" && typeof issue?.message === "string");
    const errors = issuesToErrors(issues, rules);
    if (Object.keys(errors).length > 0) return errors;
  }
  const detail = caught.detail ?? "";
  const read = rules.fromDetail?.(detail);
  return read && Object.keys(read).length > 0 ? read : {};
}

/** The first message, in the order the form lists its fields (for a toast that sums the problems up). */
export function firstError(errors: FieldErrors, order: readonly string[] = Object.keys(errors)): string | undefined {
  const key = order.find((field) => field in errors) ?? Object.keys(errors)[0];
  return key === undefined ? undefined : errors[key];
}
