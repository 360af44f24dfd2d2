/** The images an administrator can upload: the site logo, the favicon and the image shown when a page is shared. */
export const MEDIA_KINDS = ["logo", "favicon", "social_image"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_MAX_BYTES = 1024 * 1024;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/x-icon"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The content types each kind accepts (only the favicon takes .ico). */
export const MEDIA_TYPES: Record<MediaKind, readonly ImageType[]> = {
  logo: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
  favicon: ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/x-icon"],
  social_image: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
};

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === "string" && (MEDIA_KINDS as readonly string[]).includes(value);
}

/** The answer of PUT /api/admin/media/{kind}, and one entry of GET /api/admin/media. */
export interface MediaInfo {
  kind: MediaKind;
  /** Content-hashed address, served with a one-year immutable cache. */
  url: string;
  content_type: ImageType;
  bytes: number;
  /** Pixels; for an SVG its width/height or viewBox (0 when it states neither). */
  width: number;
  height: number;
}

/** An uploaded image as stored with the site data (the bytes base64-encoded, so they travel with backups). */
export interface StoredMedia {
  content_type: ImageType;
  bytes: number;
  width: number;
  height: number;
  /** First 16 hex digits of the SHA-256 of the bytes: part of the URL. */
  hash: string;
  data: string;
  updated_at: string;
}

export type MediaCollection = Partial<Record<MediaKind, StoredMedia>>;
