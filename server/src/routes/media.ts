import Router from "@koa/router";
import getRawBody from "raw-body";
import { MEDIA_KINDS, MEDIA_MAX_BYTES, type MediaInfo, type MediaKind } from "../../../common/contracts";
import type { AppDeps } from "../deps";
import { PayloadTooLargeError, ValidationError } from "../errors";
import { requireAdmin } from "../middleware/requireAdmin";
import { acceptedType, mediaKindParam, normaliseContentType, prepareMedia, removeMedia, saveMedia } from "../media/mediaService";
import { presentMedia } from "../media/urls";

/** Uploads take the raw file as the body, so the JSON body parser leaves these paths alone. */
export const MEDIA_API_PREFIX = "/api/admin/media/";

const KIND_LABELS: Record<MediaKind, string> = { logo: "Logo", favicon: "Favicon", social_image: "Social image" };

/** The logo, favicon and social image: upload (raw body with its Content-Type), reset to the default, list. */
export function mediaRoutes(deps: AppDeps): Router {
  const { store } = deps;
  const router = new Router();
  const admin = requireAdmin(deps.tokens, store);

  router.get("/api/admin/media", admin, (ctx) => {
    const media = store.snapshot().media ?? {};
    ctx.body = Object.fromEntries(MEDIA_KINDS.map((kind) => [kind, media[kind] ? presentMedia(kind, media[kind]) : null])) as Record<MediaKind, MediaInfo | null>;
  });

  router.put(`${MEDIA_API_PREFIX}:kind`, admin, async (ctx) => {
    const kind = mediaKindParam(ctx.params.kind);
    const type = acceptedType(kind, normaliseContentType(ctx.get("content-type")));
    const declared = Number(ctx.get("content-length") || NaN);
    if (declared > MEDIA_MAX_BYTES) throw PayloadTooLargeError("The image is larger than 1 MB");
    const body = await readBody(ctx.req);
    ctx.body = (await saveMedia(store, kind, prepareMedia(kind, type, body))) satisfies MediaInfo;
  });

  router.delete(`${MEDIA_API_PREFIX}:kind`, admin, async (ctx) => {
    const kind = mediaKindParam(ctx.params.kind);
    const removed = await removeMedia(store, kind);
    ctx.body = { success: true, kind, message: removed ? `${KIND_LABELS[kind]} removed: the default is shown again` : `${KIND_LABELS[kind]} was already the default` };
  });

  return router;
}

/** The request body, at most 1 MB (413 above, counted as it arrives, whatever Content-Length said). */
async function readBody(req: Parameters<typeof getRawBody>[0]): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit: MEDIA_MAX_BYTES });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") throw PayloadTooLargeError("The image is larger than 1 MB");
    if (type === "request.aborted") throw ValidationError("The upload was interrupted");
    throw ValidationError("The upload could not be read");
  }
}
