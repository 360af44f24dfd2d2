import type { z } from "zod";
import { isFieldErrorCode, type FieldErrorCode } from "../../../common/errorCodes";

/** The text the contracts give every required field's problem. */
export const REQUIRED_MESSAGE = "is required";

/**
 * True when the issue is about a value that is not there: a type or union issue whose input is undefined (the parse
 * must ask zod to report inputs, see `PARSE_OPTIONS`), or a contract's own "is required".
 */
export function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.message === REQUIRED_MESSAGE) return true;
  if (issue.code !== "invalid_type" && issue.code !== "invalid_union") return false;
  return "input" in issue && issue.input === undefined;
}

/** zod's parse options for request input: each issue keeps the value it is about, so a missing one is told by its value. */
export const PARSE_OPTIONS = { reportInput: true } as const;

/**
 * The stable code of the rule a zod issue reports, for each item of a 400's `errors`. A refinement names its own
 * code in `params.code` (a line break, an e-mail address, a link); any other refinement is `invalid`.
 */
export function fieldIssueCode(issue: z.core.$ZodIssue): FieldErrorCode {
  if (isMissing(issue)) return "required";
  switch (issue.code) {
    case "invalid_type":
    case "invalid_union":
      return "invalid_type";
    case "too_small":
      if (issue.origin === "string") return "too_short";
      return issue.origin === "array" || issue.origin === "set" ? "too_few" : "out_of_range";
    case "too_big":
      if (issue.origin === "string") return "too_long";
      return issue.origin === "array" || issue.origin === "set" ? "too_many" : "out_of_range";
    case "invalid_format":
      if (issue.format === "email") return "invalid_email";
      return issue.format === "url" ? "invalid_url" : "invalid_format";
    case "not_multiple_of":
      return "invalid_format";
    case "invalid_value":
      return "not_allowed";
    case "unrecognized_keys":
      return "unknown_field";
    case "custom": {
      const own = (issue.params as { code?: unknown } | undefined)?.code;
      return isFieldErrorCode(own) ? own : "invalid";
    }
    default:
      return "invalid";
  }
}
