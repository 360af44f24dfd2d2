import { z } from "zod";
import { defineResource } from "./endpoint";
import { DoneSchema } from "./shared";

/**
 * The images an administrator can upload: the site logo, its version for dark backgrounds (the footer, dark
 * themes), the favicon, the image shown when a page is shared and the hero's picture.
 */
export const MEDIA_KINDS = ["logo", "logo_dark", "favicon", "social_image", "hero_image"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export const MEDIA_MAX_BYTES = 1024 * 1024;

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/x-icon"] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

/** The content types each kind accepts (only the favicon takes .ico; the hero image is a photo or picture, never SVG). */
export const MEDIA_TYPES: Record<MediaKind, readonly ImageType[]> = {
  logo: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
  logo_dark: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
  favicon: ["image/png", "image/jpeg", "image/webp", "image/svg+xml", "image/x-icon"],
  social_image: ["image/png", "image/jpeg", "image/webp", "image/svg+xml"],
  hero_image: ["image/jpeg", "image/png", "image/webp"],
};

export function isMediaKind(value: unknown): value is MediaKind {
  return typeof value === "string" && (MEDIA_KINDS as readonly string[]).includes(value);
}

/** An uploaded image: the answer of an upload, and one entry of the media list. */
export const MediaInfoSchema = z.object({
  kind: z.enum(MEDIA_KINDS),
  /** Content-hashed address, served with a one-year immutable cache. */
  url: z.string(),
  content_type: z.enum(IMAGE_TYPES),
  bytes: z.number().int(),
  /** Pixels; for an SVG its width/height or viewBox (0 when it states neither). */
  width: z.number(),
  height: z.number(),
});
export type MediaInfo = z.infer<typeof MediaInfoSchema>;

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

const kindParams = z.object({
  kind: z.enum(MEDIA_KINDS, {
    error: (issue) =>
      `Unknown media kind "${String(issue.input).slice(0, 40)}": use ${MEDIA_KINDS.slice(0, -1).join(", ")} or ${MEDIA_KINDS[MEDIA_KINDS.length - 1]}`,
  }),
});

/** The logo (and its version for dark backgrounds), the favicon, the image shown when a page is shared and the hero image, uploaded from the admin panel. */
export const mediaApi = defineResource("media", {
  list: {
    method: "GET",
    path: "/api/admin/media",
    access: "admin",
    summary: "The uploaded images (null where the default is used)",
    response: z.object(
      Object.fromEntries(MEDIA_KINDS.map((kind) => [kind, MediaInfoSchema.nullable()])) as Record<MediaKind, z.ZodNullable<typeof MediaInfoSchema>>,
    ),
  },
  upload: {
    method: "PUT",
    path: "/api/admin/media/:kind",
    access: "admin",
    summary: "Upload an image (the raw file as the body, with its Content-Type)",
    description:
      "At most 1 MB (413 above). The bytes must be of the type sent (415 otherwise); only the favicon takes image/x-icon; the hero image takes JPEG, PNG or WebP only. SVG files are rebuilt from an allow-list (no scripts, event handlers, foreignObject or outside references).",
    params: kindParams,
    bodyTypes: IMAGE_TYPES,
    response: MediaInfoSchema,
    errors: [404, 413, 415],
  },
  reset: {
    method: "DELETE",
    path: "/api/admin/media/:kind",
    access: "admin",
    summary: "Go back to the default image",
    description: "The default logo is a logo.png in the site root when there is one, else the generated text mark.",
    params: kindParams,
    response: DoneSchema.extend({ kind: z.enum(MEDIA_KINDS) }),
    errors: [404],
  },
});
