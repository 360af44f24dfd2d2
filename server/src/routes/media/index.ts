import getRawBody from "raw-body";
import { MEDIA_MAX_BYTES, mediaApi, type MediaKind } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { ValidationError } from "../../errors";
import { acceptedType, ImageTooLargeError, normaliseContentType, prepareMedia, removeMedia, saveMedia } from "../../media/mediaService";
import { presentMedia } from "../../media/urls";
import type { ApiRouter } from "../apiRouter";

const KIND_LABELS: Record<MediaKind, string> = {
  logo: "Logo",
  logo_dark: "Logo for dark backgrounds",
  favicon: "Favicon",
  social_image: "Social image",
  hero_image: "Hero image",
};

/** The logo (light and dark), favicon, social image and hero image: list, upload (the raw file with its Content-Type), back to the default. */
export function mountMedia(api: ApiRouter, { store }: AppDeps): void {
  api.on(mediaApi.list, () => {
    const media = store.snapshot().media ?? {};
    const entry = (kind: MediaKind) => {
      const stored = media[kind];
      return stored ? presentMedia(kind, stored) : null;
    };
    return {
      logo: entry("logo"),
      logo_dark: entry("logo_dark"),
      favicon: entry("favicon"),
      social_image: entry("social_image"),
      hero_image: entry("hero_image"),
    };
  });

  api.on(mediaApi.upload, async ({ params: { kind } }, ctx) => {
    const type = acceptedType(kind, normaliseContentType(ctx.get("content-type")));
    const declared = Number(ctx.get("content-length") || NaN);
    if (declared > MEDIA_MAX_BYTES) throw ImageTooLargeError();
    const body = await readBody(ctx.req);
    return saveMedia(store, kind, await prepareMedia(kind, type, body));
  });

  api.on(mediaApi.reset, async ({ params: { kind } }) => {
    const removed = await removeMedia(store, kind);
    return {
      success: true,
      kind,
      message: resetMessage(kind, removed),
    };
  });
}

/** The hero has no default picture: without an upload it shows none. */
function resetMessage(kind: MediaKind, removed: boolean): string {
  if (kind === "hero_image") return removed ? "Hero image removed: the hero shows no picture" : "There was no hero image";
  return removed ? `${KIND_LABELS[kind]} removed: the default is shown again` : `${KIND_LABELS[kind]} was already the default`;
}

/** The request body, at most 1 MB (413 above, counted as it arrives, whatever Content-Length said). */
async function readBody(req: Parameters<typeof getRawBody>[0]): Promise<Buffer> {
  try {
    return await getRawBody(req, { limit: MEDIA_MAX_BYTES });
  } catch (error) {
    const type = (error as { type?: string }).type;
    if (type === "entity.too.large") throw ImageTooLargeError();
    if (type === "request.aborted") throw ValidationError("The upload was interrupted");
    throw ValidationError("The upload could not be read");
  }
}
