import type { z } from "zod";
import { isFieldErrorCode, type FieldErrorCode } from "../../../common/errorCodes";

/** A zod issue's own words for a value that is missing (zod says so in its message only). */
const MISSING = /received undefined/;

/** The text the contracts give every required field's problem. */
export const REQUIRED_MESSAGE = "is required";

/** True when the issue says the value is missing: zod's "received undefined", or the contracts' "is required". */
export function isMissing(issue: z.core.$ZodIssue): boolean {
  if (issue.message === REQUIRED_MESSAGE) return true;
  if (issue.code === "invalid_type") return MISSING.test(issue.message);
  if (issue.code === "invalid_union")
    return issue.errors.length > 0 && issue.errors.every((branch) => branch.some((inner) => inner.code === "invalid_type" && MISSING.test(inner.message)));
  return false;
}

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
