import { koaBody } from "koa-body";
import type { Middleware } from "koa";
import { UnsupportedMediaTypeError } from "../errors";

export const JSON_BODY_LIMIT = "1mb";

/**
 * Parses JSON bodies (limit 1 MB). A body that is not JSON on a writing method is a 415. Paths in `skip` parse
 * their own JSON bodies (with a larger limit); paths under a `raw` prefix take other bodies (file uploads) and
 * read and check them themselves.
 */
export function jsonBody(options: { skip?: readonly string[]; raw?: readonly string[] } = {}): Middleware {
  const skip = new Set(options.skip ?? []);
  const raw = options.raw ?? [];
  const parse = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: JSON_BODY_LIMIT, jsonStrict: true });
  return async function parseJsonBody(ctx, next) {
    if (ctx.method === "GET" || ctx.method === "HEAD") return next();
    if (raw.some((prefix) => ctx.path.startsWith(prefix))) return next();
    if (skip.has(ctx.path)) {
      if (!ctx.is("application/json", "application/*+json")) throw UnsupportedMediaTypeError();
      return next();
    }
    if (["POST", "PUT", "PATCH", "DELETE"].includes(ctx.method) && hasBody(ctx.get("content-length"), ctx.get("transfer-encoding"))) {
      if (!ctx.is("application/json", "application/*+json")) throw UnsupportedMediaTypeError();
    }
    return parse(ctx, next);
  };
}

function hasBody(contentLength: string, transferEncoding: string): boolean {
  return transferEncoding !== "" || (contentLength !== "" && contentLength !== "0");
}
