/** Errors that carry an HTTP status and a message safe to show the client as `{"detail"}`. */
export class HttpError extends Error {
  readonly expose = true;
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export interface FieldIssue {
  field: string;
  message: string;
}

export const ValidationError = (message: string, errors: FieldIssue[] = []) =>
  new HttpError(400, message, {}, errors.length > 0 ? { errors } : {});
export const AuthenticationError = (message = "Not authenticated") =>
  new HttpError(401, message, { "WWW-Authenticate": "Bearer" });
export const NotFoundError = (message = "Not found") => new HttpError(404, message);
export const MethodNotAllowedError = (message = "Method not allowed") => new HttpError(405, message);
export const ConflictError = (message: string) => new HttpError(409, message);
export const PayloadTooLargeError = (message = "Request body is too large (limit 1 MB)") => new HttpError(413, message);
export const UnsupportedMediaTypeError = (message = "Content-Type must be application/json") => new HttpError(415, message);
export const RateLimitError = (retryAfterSeconds: number, message = "Too many requests, please try again later") =>
  new HttpError(429, message, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Thrown at start-up when the server must not run (e.g. a corrupt store with no valid backup). */
export class StartupError extends Error {
  override name = "StartupError";
}
