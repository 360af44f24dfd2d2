/**
 * The reason codes of the system status (GET /api/system-status `code`): why the badge says what it says. The
 * server also writes an English `text`; the pages show their own language's text for the code, never reading
 * the text. No zod: the public page bundle imports this.
 */
export const STATUS_CODES = [
  // The status monitor's verdict.
  "operational",
  "degraded",
  "maintenance",
  "down",
  // Why the status is unknown.
  "no_monitors",
  "not_configured",
  "not_checked",
  "settings_unreadable",
  "invalid_url",
  "invalid_scheme",
  "needs_status_page",
  "status_page_not_found",
  "api_key_required",
  "api_key_rejected",
  "monitor_error",
  "timeout",
  "unreachable",
  "unexpected_answer",
] as const;
export type StatusCode = (typeof STATUS_CODES)[number];

/** The codes of a known verdict; every other code says why the status is unknown. */
export const VERDICT_CODES = ["operational", "degraded", "maintenance", "down"] as const satisfies readonly StatusCode[];
export type UnknownStatusCode = Exclude<StatusCode, (typeof VERDICT_CODES)[number]>;
