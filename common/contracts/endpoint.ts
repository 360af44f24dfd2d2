import type { z } from "zod";

/**
 * How an API call is described once, for the server (validation, typed answers, routing), the clients (typed
 * calls) and the OpenAPI reference. A contract file per resource defines its endpoints with `defineResource`.
 */

type HttpMethod = "GET" | "POST" | "PUT" | "DELETE";

/** `public`: anyone. `admin`: needs `Authorization: Bearer <token>` from POST /api/login. */
type Access = "public" | "admin";

export interface EndpointSpec {
  method: HttpMethod;
  /** Koa-style path: `/api/admin/hosting-plans/:id`. */
  path: `/${string}`;
  access: Access;
  /** One line for the reference. */
  summary: string;
  /** More for the reference: rules, side effects, what each error means. */
  description?: string;
  /** Path parameters (strings in). A value that fails here names no record: the answer is 404. */
  params?: z.ZodType;
  /** Query parameters (strings in). `_t` is accepted and ignored everywhere. */
  query?: z.ZodType;
  /** The JSON body. */
  body?: z.ZodType;
  /** A body the standard JSON parser does not take: its content types (a raw upload, a form post, a large file). */
  bodyTypes?: readonly string[];
  /** For the reference only: the shape of a body the handler checks itself (e.g. a backup file). */
  documentedBody?: z.ZodType;
  /** The JSON answer on success. */
  response: z.ZodType;
  /** The success status (default 200). */
  status?: number;
  /** The answer is not JSON: its content type (documented; the server sends it as it is). */
  responseType?: string;
  /** Statuses besides the success one that this call answers on purpose (for the reference). */
  errors?: readonly number[];
  /** Error answers whose body is more than the usual `{"detail"}`, by status (for the reference). */
  errorBodies?: { readonly [status: number]: z.ZodType };
}

export type Endpoint = EndpointSpec & { resource: string };

/**
 * Defines the endpoints of one resource. `const` keeps each method and path as literal types, so
 * `"PUT /api/admin/hosting-plans/:id"` names exactly one endpoint for a typed client.
 */
export function defineResource<const T extends Record<string, EndpointSpec>>(resource: string, endpoints: T): { [K in keyof T]: T[K] & { resource: string } } {
  const out: Record<string, Endpoint> = {};
  for (const [name, spec] of Object.entries(endpoints)) out[name] = { ...spec, resource };
  return out as { [K in keyof T]: T[K] & { resource: string } };
}

/** `"GET /api/navigation"`: how a client names an endpoint. */
export type RouteKeyOf<E extends EndpointSpec> = `${E["method"]} ${E["path"]}`;

export function routeKeyOf(endpoint: Pick<EndpointSpec, "method" | "path">): string {
  return `${endpoint.method} ${endpoint.path}`;
}

type SchemaOf<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? S : never;

/** What the server answers on success (what a client receives). */
export type ResponseOf<E extends EndpointSpec> = z.output<E["response"]>;
/** What a client may send as the body / query; what the server's handler receives after validation. */
export type BodyIn<E extends EndpointSpec> = [SchemaOf<E, "body">] extends [never]
  ? [SchemaOf<E, "documentedBody">] extends [never]
    ? undefined
    : z.input<SchemaOf<E, "documentedBody">>
  : z.input<SchemaOf<E, "body">>;
export type BodyOut<E extends EndpointSpec> = [SchemaOf<E, "body">] extends [never] ? undefined : z.output<SchemaOf<E, "body">>;
export type QueryIn<E extends EndpointSpec> = [SchemaOf<E, "query">] extends [never] ? undefined : z.input<SchemaOf<E, "query">>;
export type QueryOut<E extends EndpointSpec> = [SchemaOf<E, "query">] extends [never] ? undefined : z.output<SchemaOf<E, "query">>;
export type ParamsOut<E extends EndpointSpec> = [SchemaOf<E, "params">] extends [never] ? PathParams<E["path"]> : z.output<SchemaOf<E, "params">>;

/** The `:name` parameters of a path, as the values a client fills in. */
export type PathParams<P extends string> = string extends P
  ? Record<string, string | number>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? { [K in Name]: string | number }
      : Record<never, never>;

/** Fills `:name` parameters in: `fillPath("/api/x/:id", { id: 3 })` → `/api/x/3` (each value URL-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`fillPath: no value for :${name} in ${path}`);
    return encodeURIComponent(String(value));
  });
}
