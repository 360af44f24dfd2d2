import type { z } from "zod";
import { ValidationError, type FieldIssue } from "../errors";
import { fieldIssueCode, isMissing, PARSE_OPTIONS, REQUIRED_MESSAGE } from "./fieldIssueCode";

/** How zod's own message for a value of the wrong type (or none) begins. */
const ZOD_INVALID_INPUT = "Invalid input";

/** Parses `input` as parseInput does, answering instead of throwing: the checked value, or not ok. */
export function tryParseInput<S extends z.ZodType>(schema: S, input: unknown): { ok: true; data: z.output<S> } | { ok: false } {
  const result = schema.safeParse(input ?? {}, PARSE_OPTIONS);
  return result.success ? { ok: true, data: result.data } : { ok: false };
}

/**
 * Parses `input` with a shared zod schema; a failure is a 400 whose detail names the field and the rule, and whose
 * `errors` list each field with its rule's code.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown, overallMessage?: string): z.output<S> {
  const result = schema.safeParse(input ?? {}, PARSE_OPTIONS);
  if (result.success) return result.data;
  const issues: FieldIssue[] = result.error.issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "body",
    // zod's own words for a missing value become "is required"; a contract's own words stay.
    message: issue.code === "invalid_type" && isMissing(issue) && issue.message.startsWith(ZOD_INVALID_INPUT) ? REQUIRED_MESSAGE : issue.message,
    code: fieldIssueCode(issue),
  }));
  const first = issues[0];
  throw ValidationError(overallMessage ?? `${first.field}: ${first.message}`, issues);
}
