import { parse as parseQuery } from "node:querystring";
import Router from "@koa/router";
import type { Context, Middleware } from "koa";
import { ZodEnum, ZodObject, type z } from "zod";
import { routeKeyOf, type BodyOut, type Endpoint, type ParamsOut, type QueryOut, type ResponseOf } from "../../../common/contracts/endpoint";
import { SERVER_ALIASES } from "../../../common/contracts/legacyPaths";
import { MethodNotAllowedError, NotFoundError } from "../errors";
import type { ResponseCache } from "../middleware/responseCache";
import { jsonBody } from "../middleware/jsonBody";
import { parseInput, tryParseInput } from "../middleware/validate";

/**
 * Returned by a handler that has written the answer itself (a cached public answer, or its 304). `T` is what it
 * sent, so the compiler still checks it against the contract.
 */
export interface Answered<T> {
  readonly __answered: T;
}
const ANSWERED = Object.freeze({}) as Answered<never>;

/** For a handler that wrote its answer itself (a redirect, a file): `T` is what the contract says it sent. */
export function sentByHandler<T>(): Answered<T> {
  return ANSWERED;
}

/** Sends a public answer from the response cache (ETag, 304, compressed once per data version). */
export async function sendCached<T>(ctx: Context, cache: ResponseCache, key: string, version: string, build: () => T): Promise<Answered<T>> {
  await cache.sendJson(ctx, key, version, build);
  return ANSWERED;
}

/** Where a public answer lives in the response cache (`key` at `version`), and how to build it when it is not there. */
export interface CachedAnswer<T> {
  key: string;
  version: string;
  build: () => T;
}

/** A public GET answered from the response cache: its cache address from the request's checked input alone. */
export type CachedAnswerOf<E extends Endpoint> = (input: RequestInput<E>) => CachedAnswer<ResponseOf<E>>;

/**
 * A public GET path whose answer the cached-answer lane may send from the cache: its address from the query's text
 * (after the `?`, parsed as Koa parses it), or undefined when the query fails the contract (Koa then answers the 400).
 */
export type CachedGet = (queryText: string) => CachedAnswer<unknown> | undefined;

/** Queries whose check is remembered per path: the few a site's pages and scripts ask, again and again. */
const REMEMBERED_QUERIES = 64;

/** `check` remembered for the last texts it was given (forgetting them all when more come: hostile queries cost no memory). */
function memoizedByText<T>(check: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let result = known.get(text);
    if (result === undefined) {
      if (known.size >= REMEMBERED_QUERIES) known.clear();
      result = check(text);
      known.set(text, result);
    }
    return result;
  };
}

/** What a handler gets: the request's params, query and body, each already checked by the contract's schema. */
export interface RequestInput<E extends Endpoint> {
  params: ParamsOut<E>;
  query: QueryOut<E>;
  body: BodyOut<E>;
}

/** Answers the contract's response type (checked by the compiler), or says it has sent that itself. */
export type EndpointHandler<E extends Endpoint> = (
  input: RequestInput<E>,
  ctx: Context,
) => ResponseOf<E> | Answered<ResponseOf<E>> | Promise<ResponseOf<E> | Answered<ResponseOf<E>>>;

/**
 * Puts a successful admin change into words for the activity log. Called with the checked input before the
 * handler runs (so the names of records about to be deleted can still be read), it answers a function that
 * makes the sentence from the answer (or undefined: no sentence for this endpoint).
 */
export type ChangeDescriber = (endpoint: Endpoint, input: RequestInput<Endpoint>) => ((answer: unknown) => string) | undefined;

/** Where dispatch leaves the sentence for the activity log (read by middleware/activityLog.ts). */
export interface ChangeSummaryState {
  activitySummary?: string;
}

export interface ApiRouterOptions {
  /** Puts each successful admin change into words for the activity log. */
  describeChange?: ChangeDescriber;
  /** The response cache public answers (`cached`) are sent from. */
  cache?: ResponseCache;
}

export interface EndpointOptions {
  /** Parses the body instead of the standard JSON parser (1 MB), e.g. a larger limit for restore uploads. */
  bodyParser?: Middleware;
}

export interface MountedRoute {
  method: string;
  path: string;
  endpoint: Endpoint;
  /** The canonical route when this one is a legacy alias. */
  aliasOf?: string;
}

/**
 * Where every API route is registered. The contract decides the rest: its access picks the public or the admin
 * router (the admin router checks the token once, for all its routes), its schemas check params (404 when they
 * name no record), query and body (400), and the handler's answer must have the contract's response type. Legacy
 * aliases of a route (common/contracts/legacyPaths.ts) are mounted with it.
 */
export class ApiRouter {
  readonly publicRoutes = new Router();
  readonly adminRoutes = new Router();
  readonly mounted: MountedRoute[] = [];
  private readonly handlers = new Map<Endpoint, EndpointHandler<Endpoint>>();
  private readonly cachedAnswers = new Map<Endpoint, CachedAnswerOf<Endpoint>>();
  private readonly parseJson = jsonBody();
  private readonly describeChange?: ChangeDescriber;
  private readonly cache?: ResponseCache;

  constructor(requireAdmin: Middleware, options: ApiRouterOptions = {}) {
    this.adminRoutes.use("/api", requireAdmin);
    this.describeChange = options.describeChange;
    this.cache = options.cache;
  }

  /**
   * A public GET answered from the response cache: `address` says from the checked input where its answer lives
   * and how to build it. Koa's route sends it (building it when the cache has none); the cached-answer lane can
   * send it before Koa runs at all (see cachedGets).
   */
  cached<E extends Endpoint>(endpoint: E, address: NoInfer<CachedAnswerOf<E>>): void {
    const cache = this.cache;
    if (!cache) throw new Error("ApiRouter.cached needs the router's response cache");
    if (endpoint.access !== "public" || endpoint.method !== "GET") throw new Error(`${routeKeyOf(endpoint)} is not a public GET`);
    this.cachedAnswers.set(endpoint, address as unknown as CachedAnswerOf<Endpoint>);
    this.on(endpoint, ((input: RequestInput<E>, ctx: Context) => {
      const answer = address(input);
      return sendCached(ctx, cache, answer.key, answer.version, answer.build);
    }) as NoInfer<EndpointHandler<E>>);
  }

  on<E extends Endpoint>(endpoint: E, handler: NoInfer<EndpointHandler<E>>, options: EndpointOptions = {}): void {
    const router = endpoint.access === "admin" ? this.adminRoutes : this.publicRoutes;
    if (this.handlers.has(endpoint)) throw new Error(`${routeKeyOf(endpoint)} is mounted twice`);
    this.handlers.set(endpoint, handler as unknown as EndpointHandler<Endpoint>);
    const stack: Middleware[] = [];
    const takesJson = endpoint.method !== "GET" && !endpoint.bodyTypes;
    if (options.bodyParser) stack.push(options.bodyParser);
    else if (takesJson) stack.push(this.parseJson);
    const describe = endpoint.access === "admin" && endpoint.method !== "GET" ? this.describeChange : undefined;
    stack.push(dispatch(endpoint, handler, describe));

    const canonical = routeKeyOf(endpoint);
    const routes: MountedRoute[] = [{ method: endpoint.method, path: endpoint.path, endpoint }];
    for (const { alias, canonical: target } of SERVER_ALIASES) {
      if (target !== canonical) continue;
      const [method, path] = alias.split(" ");
      routes.push({ method, path, endpoint, aliasOf: canonical });
    }
    for (const route of routes) {
      router.register(route.path, [route.method.toLowerCase()], stack);
      this.mounted.push(route);
    }
  }

  /** The routers' middleware: public routes first, then admin routes. */
  routes(): Middleware[] {
    return [this.publicRoutes.routes() as Middleware, this.adminRoutes.routes() as Middleware];
  }

  /**
   * 405 for a known API path asked with a method it does not take (with an Allow header). Only under /api: a page
   * path such as /contact (which takes a form POST) answers other methods from the web app (its 404 page).
   */
  allowedMethods(): Middleware {
    const check = this.publicRoutes.allowedMethods({
      throw: true,
      methodNotAllowed: () => MethodNotAllowedError(),
      notImplemented: () => MethodNotAllowedError(),
    }) as Middleware;
    return function methodNotAllowed(ctx, next) {
      return ctx.path === "/api" || ctx.path.startsWith("/api/") ? check(ctx, next) : next();
    };
  }

  /**
   * The public GET routes by exact path: the hot path, answered by a map lookup before the general router (see
   * publicFastPath). A route whose one path parameter can only take a fixed list of values (a zod enum, such as
   * /api/content/:type) is listed once per value; any other path goes on to the router.
   */
  exactPublicGets(): Map<string, Middleware> {
    const gets = new Map<string, Middleware>();
    for (const route of this.mounted) {
      if (route.endpoint.access !== "public" || route.method !== "GET") continue;
      const handle = dispatch(route.endpoint, this.handlers.get(route.endpoint)!);
      for (const { path, params } of exactPathsOf(route)) {
        gets.set(path, params === undefined ? handle : withParams(params, handle));
      }
    }
    return gets;
  }

  /**
   * The cached public GETs by exact path, for the cached-answer lane: each one's cache address from a raw query,
   * checked against the contract as the route checks it.
   */
  cachedGets(): Map<string, CachedGet> {
    const gets = new Map<string, CachedGet>();
    for (const route of this.mounted) {
      const address = this.cachedAnswers.get(route.endpoint);
      if (!address) continue;
      const { endpoint } = route;
      for (const { path, params } of exactPathsOf(route)) {
        const checkedParams = endpoint.params ? tryParseInput(endpoint.params, params ?? {}) : { ok: true as const, data: params ?? {} };
        if (!checkedParams.ok) continue;
        const checkQuery = memoizedByText((text) =>
          endpoint.query ? tryParseInput(endpoint.query, parseQuery(text)) : { ok: true as const, data: undefined },
        );
        gets.set(path, (queryText) => {
          const checkedQuery = checkQuery(queryText);
          if (!checkedQuery.ok) return undefined;
          return address({ params: checkedParams.data, query: checkedQuery.data, body: undefined } as RequestInput<Endpoint>);
        });
      }
    }
    return gets;
  }
}

/** Every exact path a route answers, with the path parameters each one stands for; none when they are open-ended. */
function exactPathsOf(route: MountedRoute): { path: string; params?: Record<string, string> }[] {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
  if (names.length === 0) return [{ path: route.path }];
  const values = names.length === 1 ? enumValuesOf(route.endpoint.params, names[0]) : undefined;
  if (values === undefined) return [];
  return values.map((value) => ({ path: route.path.replace(`:${names[0]}`, value), params: { [names[0]]: value } }));
}

function enumValuesOf(params: z.ZodType | undefined, name: string): readonly string[] | undefined {
  const field = params instanceof ZodObject ? params.shape[name] : undefined;
  return field instanceof ZodEnum ? (field.options as string[]).filter((value) => /^[\w-]+$/.test(value)) : undefined;
}

function withParams(params: Record<string, string>, handle: Middleware): Middleware {
  return function withPathParams(ctx, next) {
    (ctx as Context & { params?: Record<string, string> }).params = { ...params };
    return handle(ctx, next);
  };
}

function dispatch<E extends Endpoint>(endpoint: E, handler: EndpointHandler<E>, describeChange?: ChangeDescriber): Middleware {
  return async function handle(ctx) {
    const rawParams = (ctx as Context & { params?: Record<string, string> }).params ?? {};
    const input = {
      params: endpoint.params ? parseParams(endpoint.params, rawParams) : rawParams,
      query: endpoint.query ? parseInput(endpoint.query, ctx.query) : undefined,
      body: endpoint.body ? parseInput(endpoint.body, ctx.request.body) : undefined,
    } as RequestInput<E>;
    const describe = describeChange && wordsOrNothing(() => describeChange(endpoint, input as RequestInput<Endpoint>));
    const answer = await handler(input, ctx);
    if (describe) (ctx.state as ChangeSummaryState).activitySummary = wordsOrNothing(() => describe(answer === ANSWERED ? undefined : answer));
    if (answer === ANSWERED) return;
    ctx.status = endpoint.status ?? 200;
    ctx.body = answer;
  };
}

/** A summary that cannot be written never fails the change it describes: the log then words it from its path. */
function wordsOrNothing<T>(words: () => T): T | undefined {
  try {
    return words();
  } catch {
    return undefined;
  }
}

/** Path parameters that fail their schema name no record: 404 with the schema's message. */
function parseParams(schema: z.ZodType, params: Record<string, string>): unknown {
  const result = schema.safeParse(params);
  if (result.success) return result.data;
  throw NotFoundError(result.error.issues[0]?.message ?? "Not found");
}
