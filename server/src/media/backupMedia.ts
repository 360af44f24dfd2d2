import { isMediaKind, type MediaCollection } from "../../../common/contracts";
import { HttpError, ValidationError } from "../errors";
import { prepareMedia, SvgRefusedError } from "./mediaService";

/**
 * The uploaded images of a backup file, checked exactly like an upload (type per kind, magic bytes, size, SVG
 * rebuilt from the allow-list), so a hand-edited backup cannot bring in what an upload could not. Throws a
 * 400 naming the image; an SVG the cleaner refuses answers 415 as its upload would.
 */
export async function checkBackupMedia(value: unknown): Promise<MediaCollection> {
  if (value === undefined || value === null) return {};
  if (typeof value !== "object" || Array.isArray(value)) throw ValidationError("The backup file is damaged: media must be an object");
  const media: MediaCollection = {};
  for (const [kind, entry] of Object.entries(value as Record<string, unknown>)) {
    if (!isMediaKind(kind)) throw ValidationError(`The backup file is damaged: media.${kind.slice(0, 40)} is not a known image`);
    const stored = entry as { content_type?: unknown; data?: unknown; updated_at?: unknown } | null;
    if (!stored || typeof stored.content_type !== "string" || typeof stored.data !== "string" || !/^[A-Za-z0-9+/]*={0,2}$/.test(stored.data)) {
      throw ValidationError(`The backup file is damaged: media.${kind} needs content_type and base64 data`);
    }
    try {
      const updatedAt = typeof stored.updated_at === "string" && !Number.isNaN(Date.parse(stored.updated_at)) ? new Date(stored.updated_at) : new Date();
      media[kind] = await prepareMedia(kind, stored.content_type, Buffer.from(stored.data, "base64"), updatedAt);
    } catch (error) {
      if (error instanceof SvgRefusedError) throw new SvgRefusedError(`The backup file is damaged: media.${kind}: ${error.message}`);
      if (error instanceof HttpError) throw ValidationError(`The backup file is damaged: media.${kind}: ${error.message}`);
      throw error;
    }
  }
  return media;
}
