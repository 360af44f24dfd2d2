import { MEDIA_KINDS, type MediaCollection, type MediaInfo, type MediaKind, type MediaUrls, type StoredMedia } from "../../../common/contracts";
import { TYPE_EXTENSIONS } from "./sniff";

export const MEDIA_PREFIX = "/media/";

/** /media/<kind>.<hash>.<ext>: a new upload gets a new address, so each address can be cached for a year. */
function mediaUrl(kind: MediaKind, media: StoredMedia): string {
  return `${MEDIA_PREFIX}${kind}.${media.hash}.${TYPE_EXTENSIONS[media.content_type]}`;
}

/** The address of each kind, null where nothing is uploaded. */
export function mediaUrls(media: Readonly<MediaCollection> | undefined): MediaUrls {
  const url = (kind: MediaKind) => {
    const stored = media?.[kind];
    return stored ? mediaUrl(kind, stored) : null;
  };
  return {
    logo_url: url("logo"),
    logo_dark_url: url("logo_dark"),
    favicon_url: url("favicon"),
    social_image_url: url("social_image"),
    hero_image_url: url("hero_image"),
  };
}

export function presentMedia(kind: MediaKind, media: StoredMedia): MediaInfo {
  return { kind, url: mediaUrl(kind, media), content_type: media.content_type, bytes: media.bytes, width: media.width, height: media.height };
}

/** The stored image a /media/ path names, if it is the current one of its kind. */
export function findMedia(media: Readonly<MediaCollection> | undefined, path: string): { kind: MediaKind; media: StoredMedia } | null {
  const match = /^\/media\/([a-z_]+)\.([0-9a-f]{16})\.([a-z]+)$/.exec(path);
  if (!match) return null;
  const kind = MEDIA_KINDS.find((candidate) => candidate === match[1]);
  const stored = kind ? media?.[kind] : undefined;
  if (!kind || !stored || stored.hash !== match[2] || TYPE_EXTENSIONS[stored.content_type] !== match[3]) return null;
  return { kind, media: stored };
}
