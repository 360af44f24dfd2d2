import { NO_RESPONSE_MESSAGE } from "../constants";

/**
 * An API call that failed: `status` is null when no response arrived at all; then `cause` is what fetch threw
 * (a timeout's abort, a refused connection).
 */
export class ApiError extends Error {
  readonly status: number | null;
  readonly detail: string | null;
  /** The answer's stable error code (common/errorCodes.ts), what a client decides by; null without one. */
  readonly code: string | null;
  readonly serverMessage: string | null;
  readonly body: unknown;

  constructor(status: number | null, body: unknown, fallback: string, options: { cause?: unknown } = {}) {
    const record = body && typeof body === "object" ? (body as Record<string, unknown>) : {};
    const detail = typeof record.detail === "string" ? record.detail : null;
    const serverMessage = typeof record.message === "string" ? record.message : null;
    super(detail ?? serverMessage ?? fallback, "cause" in options ? { cause: options.cause } : undefined);
    this.name = "ApiError";
    this.status = status;
    this.detail = detail;
    this.code = typeof record.code === "string" ? record.code : null;
    this.serverMessage = serverMessage;
    this.body = body;
  }
}

export function isStatus(error: unknown, status: number): boolean {
  return error instanceof ApiError && error.status === status;
}

/**
 * The error text: the server's detail, else its message, else the client error text ("HTTP {status}" when the server
 * said nothing useful; the no-response text when nothing came back).
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === null) return NO_RESPONSE_MESSAGE;
    return error.detail ?? error.serverMessage ?? `HTTP ${error.status}`;
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
