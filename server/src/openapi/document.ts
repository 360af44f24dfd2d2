import { z } from "zod";
import { allEndpoints, API } from "../../../common/contracts";
import { routeKeyOf, type Endpoint } from "../../../common/contracts/endpoint";
import { SERVER_ALIASES } from "../../../common/contracts/legacyPaths";
import { ErrorSchema } from "../../../common/contracts/shared";

/**
 * The OpenAPI 3.1 document of the API, generated from the contracts (common/contracts): every endpoint with its
 * parameters, body and answers as JSON Schema (zod's own output), admin calls marked with the bearer scheme,
 * legacy aliases listed as deprecated operations. Paths keep the contracts' order (resource by resource, each as its
 * contract lists it; aliases last), so the same contracts always give the same bytes.
 */

type JsonSchema = Record<string, unknown>;
export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, OpenApiOperation>> };
export interface OpenApiOperation {
  operationId: string;
  tags: string[];
  summary: string;
  description?: string;
  deprecated?: boolean;
  security?: Record<string, string[]>[];
  parameters?: JsonSchema[];
  requestBody?: JsonSchema;
  responses: Record<string, JsonSchema>;
}

const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  303: "See Other",
  400: "The input is not valid: `detail` names the field and the rule",
  401: "Not signed in, or the token is invalid, expired or ended",
  404: "Not found",
  405: "The path does not take this method",
  409: "Conflicts with the current data",
  413: "The body is too large",
  415: "The body's content type is not accepted",
  429: "Too many requests: wait as long as Retry-After says",
  502: "An outside system (billing) did not answer usefully",
  503: "The database is unavailable for a moment: try again after Retry-After",
};

const API_DESCRIPTION = [
  "JSON in and out (`application/json; charset=utf-8`), field names in snake_case.",
  'Every error answers `{"detail": "<message>", "code": "<code>"}` with its status; a 400 may also list each field\'s problem in `errors`, each with the `code` of its rule. Clients decide by `code` (listed in the `Error` schema), never by `detail`, which is English and may be reworded.',
  "Admin calls (marked Admin) need `Authorization: Bearer <token>` from `POST /api/login`; their answers are never cached.",
  "Public GET answers carry an `ETag` and `Cache-Control`, and answer 304 to `If-None-Match`.",
  "The query parameter `_t` is accepted and ignored everywhere (clients use it to bypass caches).",
].join("\n\n");

/** JSON Schema of a zod schema for one side of the wire: what is sent (`input`) or what is answered (`output`). */
function jsonSchemaOf(schema: z.ZodType, io: "input" | "output"): JsonSchema {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { target: "draft-2020-12", io, unrepresentable: "any" }) as JsonSchema;
  return json;
}

/** `/api/admin/hosting-plans/:id` → `/api/admin/hosting-plans/{id}` */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, "{$1}");
}

function parametersOf(endpoint: Endpoint): JsonSchema[] {
  const parameters: JsonSchema[] = [];
  const add = (where: "path" | "query", schema: z.ZodType | undefined) => {
    if (!schema) return;
    const object = jsonSchemaOf(schema, "input");
    const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((object.required ?? []) as string[]);
    for (const [name, property] of Object.entries(properties)) {
      const { description, ...rest } = property;
      parameters.push({ name, in: where, required: where === "path" || required.has(name), ...(description ? { description } : {}), schema: rest });
    }
  };
  add("path", endpoint.params);
  add("query", endpoint.query);
  return parameters;
}

function requestBodyOf(endpoint: Endpoint): JsonSchema | undefined {
  if (endpoint.body) return { required: true, content: { "application/json": { schema: jsonSchemaOf(endpoint.body, "input") } } };
  if (!endpoint.bodyTypes) return undefined;
  const documented = endpoint.documentedBody ? jsonSchemaOf(endpoint.documentedBody, "input") : undefined;
  const content: Record<string, JsonSchema> = {};
  for (const type of endpoint.bodyTypes) {
    const raw = type.startsWith("image/");
    content[type] = { schema: raw ? { type: "string", contentMediaType: type } : (documented ?? {}) };
  }
  return { required: true, content };
}

const errorResponse = (status: number, body: z.ZodType | undefined) => ({
  description: STATUS_TEXT[status] ?? "Error",
  content: { "application/json": { schema: body ? jsonSchemaOf(body, "output") : { $ref: "#/components/schemas/Error" } } },
});

function responsesOf(endpoint: Endpoint): Record<string, JsonSchema> {
  const status = endpoint.status ?? 200;
  const success: JsonSchema = { description: endpoint.response.description ?? STATUS_TEXT[status] ?? "Success" };
  if (status >= 300 && status < 400) {
    success.headers = { Location: { description: "Where the browser goes next", schema: { type: "string" } } };
  } else {
    success.content = { [endpoint.responseType ?? "application/json"]: { schema: jsonSchemaOf(endpoint.response, "output") } };
  }
  const statuses = new Set(endpoint.errors ?? []);
  if (endpoint.body || endpoint.query) statuses.add(400);
  if (endpoint.access === "admin") statuses.add(401);
  if (endpoint.params) statuses.add(404);
  const responses: Record<string, JsonSchema> = { [String(status)]: success };
  for (const error of [...statuses].sort((a, b) => a - b)) responses[String(error)] = errorResponse(error, endpoint.errorBodies?.[error]);
  return responses;
}

function operationOf(endpoint: Endpoint, operationId: string): OpenApiOperation {
  const parameters = parametersOf(endpoint);
  const requestBody = requestBodyOf(endpoint);
  return {
    operationId,
    tags: [endpoint.resource],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    ...(endpoint.access === "admin" ? { security: [{ bearer: [] }] } : {}),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: responsesOf(endpoint),
  };
}

/** `PUT /api/admin/hosting-plans/:id` in the resource "plans" named `update` → `plans.update`. */
function operationIdOf(endpoint: Endpoint, names: Map<Endpoint, string>): string {
  return `${endpoint.resource}.${names.get(endpoint) ?? routeKeyOf(endpoint)}`;
}

export function buildOpenApiDocument(version: string, endpoints: readonly Endpoint[] = allEndpoints()): OpenApiDocument {
  const names = endpointNames();
  const paths: OpenApiDocument["paths"] = {};
  const put = (method: string, path: string, operation: OpenApiOperation) => {
    (paths[openApiPath(path)] ??= {})[method.toLowerCase()] = operation;
  };
  for (const endpoint of endpoints) put(endpoint.method, endpoint.path, operationOf(endpoint, operationIdOf(endpoint, names)));
  for (const { alias, canonical } of SERVER_ALIASES) {
    const endpoint = endpoints.find((candidate) => routeKeyOf(candidate) === canonical);
    if (!endpoint) continue;
    const [method, path] = alias.split(" ");
    const operation = operationOf(endpoint, `${operationIdOf(endpoint, names)}.legacy.${method.toLowerCase()}.${path.replace(/[^A-Za-z0-9]+/g, "_")}`);
    put(method, path, {
      ...operation,
      deprecated: true,
      description: `An older path of \`${canonical}\`, kept for older admin clients: it answers exactly the same.`,
    });
  }
  const tags = [...new Set(endpoints.map((endpoint) => endpoint.resource))].map((name) => ({ name }));
  return {
    openapi: "3.1.0",
    info: { title: "Hosting site API", version, description: API_DESCRIPTION },
    tags,
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(ErrorSchema, "output") },
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The access_token of POST /api/login" } },
    },
  };
}

/** Each endpoint's name within its resource's contract (`plansApi.update` → "update"). */
function endpointNames(): Map<Endpoint, string> {
  const names = new Map<Endpoint, string>();
  for (const group of Object.values(API) as Record<string, Endpoint>[]) for (const [name, endpoint] of Object.entries(group)) names.set(endpoint, name);
  return names;
}
