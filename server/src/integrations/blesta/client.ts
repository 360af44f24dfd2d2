import type { BillingSettings } from "../../../../common/contracts";
import { withoutTrailingSlashes } from "../../../../common/trailingSlashes";
import { encodeParams, type BlestaParams } from "./params";

export type BlestaConnection = Pick<BillingSettings, "api_url" | "username" | "api_key" | "timeout">;

export type BlestaErrorKind =
  /** No URL, user or key set. */
  | "not_configured"
  /** Blesta answered with an error status (see `status`). */
  | "http"
  /** Nothing answered within the configured timeout. */
  | "timeout"
  /** Refused, not resolvable, TLS failure… */
  | "network"
  /** Something answered, but not like Blesta. */
  | "bad_response"
  /** A record that does not exist ({"response": false}). */
  | "not_found"
  /** Blesta answered, but the data is not usable (e.g. no price in the currency). */
  | "data"
  /** Blesta answered with another record than the one asked for (package 7 when asked for package 5). */
  | "wrong_record";

export class BlestaError extends Error {
  constructor(
    message: string,
    readonly kind: BlestaErrorKind,
    readonly status?: number,
    /** The `errors` object of a 400 answer, or the PHP exception text of a 500. */
    readonly detail?: unknown,
  ) {
    super(message);
    this.name = "BlestaError";
  }
}

type Verb = "GET" | "POST" | "PUT" | "DELETE";

/** Error answers of the Blesta API (HTTP status with a JSON `errors` object) and what they mean to an administrator. */
const STATUS_MEANING: Record<number, string> = {
  400: "Blesta refused the request",
  401: "Blesta rejected the API user or key",
  403: "This Blesta API method is not accessible",
  404: "Blesta has no such API method (check that the API URL ends in /api)",
  415: "Blesta does not support the requested format",
  500: "Blesta reported an internal error",
  503: "Blesta is in maintenance mode",
};

export function isBlestaConfigured(settings: BlestaConnection): boolean {
  return Boolean(settings.api_url.trim() && settings.username.trim() && settings.api_key.trim());
}

/**
 * A small client for Blesta's REST API: `{api_url}/{model}/{method}.json`, with both header and Basic
 * authentication (BLESTA-API-USER/BLESTA-API-KEY headers, or Basic auth), parameters in PHP bracket notation and the `{"response"}` envelope.
 * Methods resolve to the `response` value (false/null = not found) or throw a BlestaError.
 */
export class BlestaClient {
  private readonly base: string;
  private readonly timeoutMs: number;

  constructor(private readonly settings: BlestaConnection) {
    this.base = withoutTrailingSlashes(settings.api_url.trim());
    this.timeoutMs = settings.timeout * 1_000;
  }

  get(model: string, method: string, params: BlestaParams = {}): Promise<unknown> {
    return this.call("GET", model, method, params);
  }

  post(model: string, method: string, params: BlestaParams = {}): Promise<unknown> {
    return this.call("POST", model, method, params);
  }

  put(model: string, method: string, params: BlestaParams = {}): Promise<unknown> {
    return this.call("PUT", model, method, params);
  }

  delete(model: string, method: string, params: BlestaParams = {}): Promise<unknown> {
    return this.call("DELETE", model, method, params);
  }

  private async call(verb: Verb, model: string, method: string, params: BlestaParams): Promise<unknown> {
    if (!isBlestaConfigured(this.settings)) throw new BlestaError("Blesta is not configured: set the API URL, user and key", "not_configured");
    const encoded = encodeParams(params);
    const inQuery = verb === "GET" || verb === "DELETE";
    const url = `${this.base}/${model}/${method}.json${inQuery && encoded ? `?${encoded}` : ""}`;
    const user = this.settings.username.trim();
    const key = this.settings.api_key.trim();
    const headers: Record<string, string> = {
      accept: "application/json",
      "BLESTA-API-USER": user,
      "BLESTA-API-KEY": key,
      authorization: `Basic ${Buffer.from(`${user}:${key}`).toString("base64")}`,
    };
    if (!inQuery) headers["content-type"] = "application/x-www-form-urlencoded";

    let response: Response;
    let text: string;
    try {
      response = await fetch(url, { method: verb, headers, body: inQuery ? undefined : encoded, signal: AbortSignal.timeout(this.timeoutMs) });
      text = await response.text();
    } catch (error) {
      throw networkError(error, this.base, this.settings.timeout);
    }
    return unwrap(response.status, text, `${model}/${method}`);
  }
}

interface Envelope {
  response?: unknown;
  message?: unknown;
  errors?: unknown;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text);
    return body && typeof body === "object" && ("response" in body || "message" in body) ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

function unwrap(status: number, text: string, call: string): unknown {
  const body = parseEnvelope(text);
  if (status === 200 && body && "response" in body) return body.response;
  if (status === 200 || !body) {
    throw new BlestaError(`The API URL does not answer like Blesta (HTTP ${status} from ${call}): check the API URL`, "bad_response", status);
  }
  const meaning = STATUS_MEANING[status] ?? `Blesta answered HTTP ${status}`;
  const said = typeof body.message === "string" ? body.message : "";
  const specifics = status === 400 ? validationMessages(body.errors) : status === 500 && typeof body.response === "string" ? body.response : "";
  const message = `${meaning} (${status}, ${call})${said ? `: ${said}` : ""}${specifics ? ` (${specifics})` : ""}`;
  throw new BlestaError(message, "http", status, status === 500 ? body.response : body.errors);
}

/** `{field: {rule: "Human message"}}` → "Human message; Other message". */
function validationMessages(errors: unknown): string {
  if (!errors || typeof errors !== "object") return "";
  return Object.values(errors as Record<string, unknown>)
    .flatMap((rules) => (rules && typeof rules === "object" ? Object.values(rules) : [rules]))
    .filter((m): m is string => typeof m === "string")
    .join("; ");
}

function networkError(error: unknown, base: string, timeoutS: number): BlestaError {
  const err = error as Error & { cause?: { code?: string } };
  if (err.name === "TimeoutError" || err.name === "AbortError") {
    return new BlestaError(`Blesta did not answer within ${timeoutS} s (${base})`, "timeout");
  }
  const code = err.cause?.code ?? "";
  const reason = code === "ECONNREFUSED" ? "connection refused" : code === "ENOTFOUND" || code === "EAI_AGAIN" ? "host not found" : code || err.message;
  return new BlestaError(`Cannot reach Blesta at ${base}: ${reason}`, "network");
}
