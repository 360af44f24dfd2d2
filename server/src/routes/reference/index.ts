import { referenceApi } from "../../../../common/contracts";
import packageJson from "../../../../package.json" with { type: "json" };
import type { AppDeps } from "../../deps";
import { buildOpenApiDocument, type OpenApiDocument } from "../../openapi/document";
import { renderReferencePage } from "../../openapi/referencePage";
import { sentByHandler, type ApiRouter } from "../apiRouter";

/** The OpenAPI document and the reference page: built from the contracts on first request, then served from the cache. */
export function mountReference(api: ApiRouter, { cache }: AppDeps): void {
  let document: OpenApiDocument | undefined;
  const theDocument = () => (document ??= buildOpenApiDocument(packageJson.version));

  api.cached(referenceApi.openapi, () => ({ key: "openapi", version: packageJson.version, build: theDocument }));

  api.on(referenceApi.docs, async (_, ctx) => {
    await cache.sendText(ctx, "api-docs", packageJson.version, "text/html; charset=utf-8", () => renderReferencePage(theDocument()));
    return sentByHandler<string>();
  });
}
