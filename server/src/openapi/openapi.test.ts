import Ajv2020 from "ajv/dist/2020";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { healthApi } from "../../../common/contracts";
import { apiRouteTable } from "../../test/apiHelpers";
import { startFakeBlesta, type FakeBlesta } from "../../test/fakes/fakeBlesta";
import { sampleRequests, type Call, type Sample, type SampleContext } from "../../test/openapiSamples";
import { startTestServer, type ApiResponse, type TestServer } from "../../test/testServer";
import { openApiPath, type OpenApiDocument } from "./document";
import { scaledMs } from "../../test/machine";

/**
 * The served OpenAPI document against the real server: it lists exactly the routes the server registers, and
 * every documented operation's real answer (made with data each sample creates) validates against the document.
 */
let server: TestServer;
let blesta: FakeBlesta;
let document: OpenApiDocument;
let ajv: Ajv2020;
/** The server, the fake Blesta and the admin token the samples use (a password change sample replaces the token). */
let ctx: SampleContext;
let SAMPLES: Record<string, Sample>;

beforeAll(async () => {
  blesta = await startFakeBlesta({
    user: "api-user",
    key: "api-key",
    packages: [
      { id: 21, name: "Sample Package", pricing: [{ term: 1, period: "month", price: 4.5, currency: "USD" }] },
      {
        id: 22,
        name: "Imported Package",
        names: [
          { lang: "en_us", name: "Imported Package" },
          { lang: "de_de", name: "Importiertes Paket" },
        ],
        descriptions: [{ lang: "en_us", text: "Fast\nSafe" }],
        pricing: [
          { term: 1, period: "month", price: 5, currency: "USD" },
          { term: 1, period: "year", price: 50, currency: "USD" },
          { term: 1, period: "month", price: 4.5, currency: "EUR" },
        ],
      },
    ],
  });
  server = await startTestServer({ env: { CONTACT_RATE_LIMIT: "1000", LOGIN_RATE_LIMIT: "1000" } });
  ctx = { server, blesta, token: await server.login() };
  SAMPLES = sampleRequests(ctx);
  document = (await server.api<OpenApiDocument>("/api/openapi.json")).body;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  ajv.addSchema(document, "openapi");
});
afterAll(async () => {
  await server?.stop();
  await blesta?.close();
});

const operationKey = (method: string, path: string) => `${method.toUpperCase()} ${path}`;
const pointer = (...parts: string[]) => parts.map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1")).join("/");

/** The documented operations, as "METHOD /api/path/{param}". */
function documentedOperations(): string[] {
  return Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => operationKey(method, path)));
}

// ---- a sample request per operation: it makes the data it needs, then the call the document describes ----

/** A documented legacy alias is sampled like its canonical route, with the alias's method and path. */
function sampleFor(key: string): Sample | undefined {
  if (SAMPLES[key]) return SAMPLES[key];
  const [method, path] = key.split(" ");
  const operation = document.paths[path]?.[method.toLowerCase()];
  const canonical = operation?.deprecated ? /`([A-Z]+ \/[^`]+)`/.exec(operation.description ?? "")?.[1] : undefined;
  if (!canonical) return undefined;
  const canonicalPath = openApiPath(canonical.split(" ")[1]);
  const base = SAMPLES[operationKey(canonical.split(" ")[0], canonicalPath)];
  if (!base) return undefined;
  return async () => {
    const call = await base();
    // The values of the canonical call's path parameters, by name, filled into the alias's path.
    const names = [...canonicalPath.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    const values = new RegExp(`^${canonicalPath.replace(/\{\w+\}/g, "([^/]+)")}$`).exec(call.path.split("?")[0])?.slice(1) ?? [];
    const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => values[names.indexOf(name)]);
    return { ...call, method, path: filled };
  };
}

async function send(call: Call): Promise<ApiResponse> {
  if (!call.raw) return server.api(call.path, { method: call.method, body: call.body, token: call.auth === false ? undefined : ctx.token });
  const headers: Record<string, string> = { "content-type": call.raw.type };
  if (call.auth !== false) headers.authorization = `Bearer ${ctx.token}`;
  const response = await fetch(`${server.url}${call.path}`, {
    method: call.method,
    headers,
    body: typeof call.raw.data === "string" ? call.raw.data : new Uint8Array(call.raw.data),
    redirect: "manual",
  });
  const text = await response.text();
  const json = (response.headers.get("content-type") ?? "").startsWith("application/json");
  return { status: response.status, headers: response.headers, body: json && text ? JSON.parse(text) : null, text };
}

/** Checks an answer against the documented response of its operation and status; answers the problems. */
function problemsOf(method: string, path: string, response: ApiResponse): string[] {
  const documented = document.paths[path]?.[method.toLowerCase()]?.responses?.[String(response.status)];
  if (!documented) return [`status ${response.status} is not documented (${response.text.slice(0, 200)})`];
  const content = documented.content as Record<string, unknown> | undefined;
  // A redirect's short text body ("Redirecting to …") is for people; the document promises no content.
  if (!content) return response.status >= 300 && response.status < 400 ? [] : [`documented without a body, but answered ${response.text.slice(0, 100)}`];
  const type = Object.keys(content)[0];
  if (!(response.headers.get("content-type") ?? "").startsWith(type)) return [`content type ${response.headers.get("content-type")}, documented ${type}`];
  if (type !== "application/json") return [];
  const validate = ajv.getSchema(`openapi#/${pointer("paths", path, method.toLowerCase(), "responses", String(response.status), "content", type, "schema")}`);
  if (!validate) return ["no schema to validate with"];
  return validate(response.body)
    ? []
    : (validate.errors ?? []).map((error) => `${error.instancePath || "(root)"} ${error.message} ${JSON.stringify(error.params)}`);
}

describe("the OpenAPI document", () => {
  it("lists every route the server registers, and only those (health checks are served before the routers)", async () => {
    const registered = (await apiRouteTable(server)).map((route) => operationKey(route.method, openApiPath(route.path)));
    const documented = documentedOperations();
    const middleware = Object.values(healthApi).map((endpoint) => operationKey(endpoint.method, endpoint.path));
    expect(registered.filter((route) => !documented.includes(route))).toEqual([]);
    expect(documented.filter((operation) => !registered.includes(operation) && !middleware.includes(operation))).toEqual([]);
  });

  it("marks every admin operation with the bearer scheme, and no public one", async () => {
    const routes = await apiRouteTable(server);
    const publicOnes = new Set(["POST /api/login", "POST /api/contact", "POST /contact"]);
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const key = operationKey(method, path);
        const admin = routes.some((route) => operationKey(route.method, openApiPath(route.path)) === key && route.admin);
        expect(Boolean(operation.security), key).toBe(admin);
        if (publicOnes.has(key)) expect(operation.security, key).toBeUndefined();
      }
    }
  });

  it("has a sample request for every documented operation", () => {
    expect(documentedOperations().filter((key) => !sampleFor(key))).toEqual([]);
  });

  it("describes the real answer of every operation", { timeout: scaledMs(120_000) }, async () => {
    const problems: string[] = [];
    for (const key of documentedOperations()) {
      const [method, path] = key.split(" ");
      const call = await sampleFor(key)!();
      const response = await send(call);
      await call.after?.(response);
      if (response.status !== call.status)
        problems.push(`${key}: answered ${response.status}, the sample expects ${call.status}: ${response.text.slice(0, 200)}`);
      for (const problem of problemsOf(method, path, response)) problems.push(`${key}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("describes error answers: a record that does not exist, a body that is not valid, a missing token", async () => {
    const notFound = await server.api("/api/admin/hosting-plans/999999", { method: "PUT", body: { name: "x" }, token: ctx.token });
    const invalid = await server.api("/api/admin/hosting-plans", { method: "POST", body: { price: 1 }, token: ctx.token });
    const signedOut = await server.api("/api/admin/hosting-plans");
    const wrongPassword = await server.api("/api/login", { method: "POST", body: { username: "admin", password: "not-the-password" } });
    expect(wrongPassword.status).toBe(401);
    expect(problemsOf("POST", "/api/login", wrongPassword)).toEqual([]);
    expect([notFound.status, invalid.status, signedOut.status]).toEqual([404, 400, 401]);
    expect(problemsOf("PUT", "/api/admin/hosting-plans/{id}", notFound)).toEqual([]);
    expect(problemsOf("POST", "/api/admin/hosting-plans", invalid)).toEqual([]);
    expect(problemsOf("GET", "/api/admin/hosting-plans", signedOut)).toEqual([]);
  });
});

describe("the reference page", () => {
  it("shows every operation, with the machine-readable document linked", async () => {
    const page = await server.api("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.text).toContain('href="/api/openapi.json"');
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) expect(page.text).toContain(`id="${operation.operationId}"`);
    }
    expect(page.text).not.toMatch(/<script/i);
  });
});
