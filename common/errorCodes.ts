/**
 * The stable codes of the API's error answers, the one list the server, the OpenAPI document and the clients
 * share. An error answer carries one of ERROR_CODES as `code` beside its English `detail`; each item of a 400's
 * `errors` carries one of FIELD_ERROR_CODES. Clients decide by these codes and translate them, never by the
 * wording of `detail`, which may change. A code, once published, keeps its meaning; new cases get new codes.
 * No zod here: the public page bundle imports this.
 */
export const ERROR_CODES = [
  "bad_request",
  "validation_failed",
  "malformed_json",
  "unauthorized",
  "invalid_credentials",
  "invalid_token",
  "two_factor_required",
  "forbidden",
  "not_found",
  "method_not_allowed",
  "conflict",
  "already_exists",
  "payload_too_large",
  "unsupported_media_type",
  "rate_limited",
  "internal_error",
  "upstream_failed",
  "service_unavailable",
  "database_unavailable",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The code of an error answer that has no more exact one, by status. */
const STATUS_ERROR_CODE: Readonly<Record<number, ErrorCode>> = {
  400: "bad_request",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  405: "method_not_allowed",
  409: "conflict",
  413: "payload_too_large",
  415: "unsupported_media_type",
  429: "rate_limited",
  500: "internal_error",
  502: "upstream_failed",
  503: "service_unavailable",
};

/** The code for an error answer's status: its default, else the general one of its class. */
export function errorCodeForStatus(status: number): ErrorCode {
  return STATUS_ERROR_CODE[status] ?? (status >= 500 ? "internal_error" : "bad_request");
}

/** The codes of the rules a field can break (each item of a 400's `errors`). */
export const FIELD_ERROR_CODES = [
  "required",
  "too_long",
  "too_short",
  "too_many",
  "too_few",
  "out_of_range",
  "invalid_type",
  "invalid_format",
  "invalid_email",
  "invalid_url",
  "line_break",
  "not_allowed",
  "unknown_field",
  "already_exists",
  "not_found",
  "incorrect",
  "invalid",
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

export function isFieldErrorCode(value: unknown): value is FieldErrorCode {
  return typeof value === "string" && (FIELD_ERROR_CODES as readonly string[]).includes(value);
}
