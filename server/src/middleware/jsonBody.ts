import { koaBody } from "koa-body";
import type { Middleware } from "koa";
import { UnsupportedMediaTypeError } from "../errors";

const JSON_BODY_LIMIT = "1mb";

/**
 * Parses a JSON body (limit 1 MB; 413 above). A body that is not JSON is a 415. Mounted per endpoint by the
 * ApiRouter on every call that takes a JSON body.
 */
export function jsonBody(): Middleware {
  const parse = koaBody({ json: true, urlencoded: false, text: false, multipart: false, jsonLimit: JSON_BODY_LIMIT, jsonStrict: true });
  return async function parseJsonBody(ctx, next) {
    if (ctx.method === "GET" || ctx.method === "HEAD") return next();
    if (hasBody(ctx.get("content-length"), ctx.get("transfer-encoding")) && !ctx.is("application/json", "application/*+json")) {
      throw UnsupportedMediaTypeError();
    }
    return parse(ctx, next);
  };
}

function hasBody(contentLength: string, transferEncoding: string): boolean {
  return transferEncoding !== "" || (contentLength !== "" && contentLength !== "0");
}
