import type { ErrorCode, FieldErrorCode } from "./errorCodes";

/**
 * What each error code means, for the OpenAPI document and its test against docs/architecture.md. Apart from
 * the code lists, so the visitors' pages do not carry these sentences.
 */
export const ERROR_CODE_MEANINGS: Readonly<Record<ErrorCode, string>> = {
  bad_request: "The request was refused as a whole (400), not for one of its fields' rules.",
  validation_failed: "A field broke a rule (400); `errors` lists each field, its rule's code and message.",
  malformed_json: "The body is not valid JSON (400).",
  unauthorized: "No valid sign-in (401): no token, or a token that is invalid, expired or revoked.",
  invalid_credentials: "The user name or password, or the two-factor or recovery code, is wrong (401).",
  invalid_token: "The admin token is invalid, expired or revoked (401).",
  two_factor_required: "The password was right; a two-factor code (or recovery code) is needed as well (401).",
  forbidden: "The request is understood but not allowed (403).",
  not_found: "No such route or record (404).",
  method_not_allowed: "The path exists, but not with this method (405).",
  conflict: "The request clashes with the current state (409), e.g. a setting that must be made first.",
  already_exists: "A record with this unique key already exists (409); `errors` names the field.",
  payload_too_large: "The body is over its limit (413).",
  unsupported_media_type: "The body's Content-Type, or an uploaded file's type, is not accepted (415).",
  rate_limited: "Too many requests (429); Retry-After says how many seconds to wait.",
  internal_error: "The server failed (500); `request_id` finds its log lines.",
  upstream_failed: "A service the server asked on the request's behalf (e.g. Blesta) failed (502).",
  service_unavailable: "The server cannot answer right now (503).",
  database_unavailable: "The database is down or restarting (503); nothing was saved; Retry-After says when to retry.",
};

export const FIELD_ERROR_CODE_MEANINGS: Readonly<Record<FieldErrorCode, string>> = {
  required: "The field is missing or empty.",
  too_long: "The text is longer than its limit.",
  too_short: "The text is shorter than its minimum.",
  too_many: "The list has more items than allowed.",
  too_few: "The list has fewer items than needed.",
  out_of_range: "The number is below its minimum or above its maximum.",
  invalid_type: "The value has the wrong type (e.g. text where a number belongs).",
  invalid_format: "The text does not have the required form (a pattern, a date, a key).",
  invalid_email: "The text is not an e-mail address.",
  invalid_url: "The text is not an address the field takes (http(s), mailto, a path or an anchor).",
  line_break: "The text holds a line break or control character where one line is required.",
  not_allowed: "The value is not one of the values the field takes.",
  unknown_field: "The body names a field the endpoint does not know.",
  already_exists: "Another record already uses this value, which must be unique.",
  not_found: "No record has this value (e.g. a category key that does not exist).",
  incorrect: "The value is checked and wrong: a password, or a two-factor or recovery code.",
  invalid: "The value breaks another rule of the field; `message` says which.",
};

/** The codes with their meanings as a markdown list ("`code`: meaning"), for a schema's description. */
export function codeList(meanings: Readonly<Record<string, string>>): string {
  return Object.entries(meanings)
    .map(([code, meaning]) => `- \`${code}\`: ${meaning}`)
    .join("\n");
}
