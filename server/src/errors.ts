import { BODY_TOO_LARGE_DETAIL } from "../../common/constants";
import { errorCodeForStatus, type ErrorCode, type FieldErrorCode } from "../../common/errorCodes";

/**
 * Errors that carry an HTTP status, a message safe to show the client as `{"detail"}` and the stable `code`
 * clients decide by (the status's default code unless a more exact one is given).
 */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
    readonly code: ErrorCode = errorCodeForStatus(status),
  ) {
    super(message);
    this.name = "HttpError";
  }
}

/** The `detail` of an error answer that carries no message of its own, by status. */
export const STATUS_DETAIL: Readonly<Record<number, string>> = {
  400: "Invalid request",
  401: "Not authenticated",
  404: "Not found",
  405: "Method not allowed",
  413: BODY_TOO_LARGE_DETAIL,
  415: "Content-Type must be application/json",
};

/** One field's problem in a 400's `errors`: the field's path, its rule's code and the rule in words. */
export interface FieldIssue {
  field: string;
  message: string;
  code: FieldErrorCode;
}

/** A field's problem as a service reports it: without a code of its rule, its code is `invalid`. */
export type FieldIssueInput = Omit<FieldIssue, "code"> & { code?: FieldErrorCode };

/** A 400; with `errors` it is `validation_failed` (a field broke a rule), without them `bad_request`. */
export const ValidationError = (message: string, errors: readonly FieldIssueInput[] = []) =>
  errors.length > 0
    ? new HttpError(
        400,
        message,
        {},
        { errors: errors.map(({ field, message: text, code }) => ({ field, message: text, code: code ?? "invalid" })) },
        "validation_failed",
      )
    : new HttpError(400, message);
export const AuthenticationError = (message = STATUS_DETAIL[401], code: ErrorCode = "unauthorized") =>
  new HttpError(401, message, { "WWW-Authenticate": "Bearer" }, {}, code);
export const NotFoundError = (message = STATUS_DETAIL[404]) => new HttpError(404, message);
export const MethodNotAllowedError = (message = STATUS_DETAIL[405]) => new HttpError(405, message);
export const ConflictError = (message: string) => new HttpError(409, message);
/** 409 for a value another record holds already where it must be unique: `errors` names the field. */
export const AlreadyExistsError = (message: string, field: string) =>
  new HttpError(409, message, {}, { errors: [{ field, message, code: "already_exists" } satisfies FieldIssue] }, "already_exists");
export const PayloadTooLargeError = (message = STATUS_DETAIL[413]) => new HttpError(413, message);
export const UnsupportedMediaTypeError = (message = STATUS_DETAIL[415]) => new HttpError(415, message);
export const RateLimitError = (retryAfterSeconds: number, message = "Too many requests, please try again later") =>
  new HttpError(429, message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Seconds a client is asked to wait before retrying a write the database could not take. */
const DATABASE_RETRY_AFTER_SECONDS = 5;
const DATABASE_UNAVAILABLE_DETAIL = "The database is unavailable right now. Nothing was saved; please try again in a few seconds.";

/** A write (or a read that needs the database) while the database is down or restarting: 503 with Retry-After. */
export const DatabaseUnavailableError = () =>
  new HttpError(503, DATABASE_UNAVAILABLE_DETAIL, { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) }, {}, "database_unavailable");

export function isDatabaseUnavailableError(error: unknown): boolean {
  return error instanceof HttpError && error.code === "database_unavailable";
}

/** Network errors that mean the database cannot be reached. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);

/** What pg says when a connection dies, cannot be made in time, or is used after it died. */
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection ended unexpectedly|server closed the connection/i;

/**
 * True for an error that says the database is unavailable (down, restarting, unreachable, out of connections),
 * as opposed to an error in what was asked of it. SQLSTATE class 08 (connection exception), 57P01–57P03
 * (administrator or crash shutdown, cannot connect now) and 53300 (too many connections).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === "string" && (NETWORK_CODES.has(code) || code.startsWith("08") || /^57P0[1-3]$/.test(code) || code === "53300")) return true;
  if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (Array.isArray(errors) && errors.length > 0 && errors.every((inner) => inner !== error && isDatabaseUnavailable(inner))) return true;
  return cause !== undefined && cause !== error && isDatabaseUnavailable(cause);
}

/** An error caused by a database outage (the store reports each outage once, so callers need not log these). */
export function isDatabaseOutage(error: unknown): boolean {
  return isDatabaseUnavailableError(error) || isDatabaseUnavailable(error);
}

/** Thrown at start-up when the server must not run (e.g. a corrupt store with no valid backup). */
export class StartupError extends Error {
  override name = "StartupError";
}
