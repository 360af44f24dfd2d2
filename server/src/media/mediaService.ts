import { createHash } from "node:crypto";
import { MEDIA_MAX_BYTES, MEDIA_TYPES, type ImageType, type MediaInfo, type MediaKind, type StoredMedia } from "../../../common/contracts";
import { HttpError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from "../errors";
import type { Store } from "../store/types";
import { imageDimensions } from "./dimensions";
import { sniffImageType, TYPE_NAMES } from "./sniff";
import { sanitizeSvg, SvgRejected } from "./svgSanitizer";
import { presentMedia } from "./urls";

const KIND_NAMES: Record<MediaKind, string> = {
  logo: "logo",
  logo_dark: "logo for dark backgrounds",
  favicon: "favicon",
  social_image: "social image",
  hero_image: "hero image",
};

/** "image/vnd.microsoft.icon" is another name for image/x-icon; parameters (charset) are ignored. */
export function normaliseContentType(header: string | undefined): string {
  const type = (header ?? "").split(";")[0].trim().toLowerCase();
  return type === "image/vnd.microsoft.icon" ? "image/x-icon" : type;
}

/** A raster image wider or taller than this is refused: decoding it would take gigabytes in every browser. */
const MEDIA_MAX_SIDE_PIXELS = 8192;

/** 415 for an SVG the cleaner refuses (not well-formed, nested too deeply, too complex): a restore answers it as it is. */
export class SvgRefusedError extends HttpError {
  constructor(message: string) {
    super(415, message);
  }
}

/** 413 for an image over MEDIA_MAX_BYTES, whether its size was declared, counted as it arrived or checked here. */
export const ImageTooLargeError = () => PayloadTooLargeError("The image is larger than 1 MB");

/**
 * Checks an uploaded image completely: the declared type is one the kind takes (415), the bytes really are that
 * type (magic bytes, 415), at most 1 MB (413), not empty (400), a raster image at most MEDIA_MAX_SIDE_PIXELS a
 * side (415). An SVG is rebuilt from an allow-list (svgSanitizer.ts; 415 when it cannot be). Answers what is
 * stored.
 */
export async function prepareMedia(kind: MediaKind, declaredType: string, body: Uint8Array, now = new Date()): Promise<StoredMedia> {
  const type = acceptedType(kind, declaredType);
  if (body.length === 0) throw ValidationError("The file is empty");
  if (body.length > MEDIA_MAX_BYTES) throw ImageTooLargeError();
  const actual = sniffImageType(body);
  if (actual !== type) {
    throw UnsupportedMediaTypeError(
      actual
        ? `The file is a ${TYPE_NAMES[actual]} image, not ${TYPE_NAMES[type]} as its Content-Type says`
        : `The file is not a ${TYPE_NAMES[type]} image (its content does not match its Content-Type)`,
    );
  }
  let bytes: Uint8Array = body;
  if (type === "image/svg+xml") {
    try {
      bytes = Buffer.from(await sanitizeSvg(body), "utf8");
    } catch (error) {
      if (error instanceof SvgRejected) throw new SvgRefusedError(error.message);
      throw error;
    }
  }
  const { width, height } = imageDimensions(bytes);
  if (type !== "image/svg+xml" && (width === 0 || height === 0))
    throw UnsupportedMediaTypeError(`The ${TYPE_NAMES[type]} file is damaged: its size cannot be read`);
  if (type !== "image/svg+xml" && (width > MEDIA_MAX_SIDE_PIXELS || height > MEDIA_MAX_SIDE_PIXELS)) {
    throw UnsupportedMediaTypeError(
      `The ${TYPE_NAMES[type]} image is ${width} × ${height} pixels: at most ${MEDIA_MAX_SIDE_PIXELS} pixels a side are taken (scale it down)`,
    );
  }
  return {
    content_type: type,
    bytes: bytes.length,
    width,
    height,
    hash: createHash("sha256").update(bytes).digest("hex").slice(0, 16),
    data: Buffer.from(bytes).toString("base64"),
    updated_at: now.toISOString(),
  };
}

/** The declared content type when the kind takes it; else a 415 that lists what it takes. */
export function acceptedType(kind: MediaKind, declaredType: string): ImageType {
  const allowed = MEDIA_TYPES[kind];
  if (!(allowed as readonly string[]).includes(declaredType)) {
    throw UnsupportedMediaTypeError(`The ${KIND_NAMES[kind]} must be sent with Content-Type ${allowed.join(", ")} (got ${declaredType || "none"})`);
  }
  return declaredType as ImageType;
}

export async function saveMedia(store: Store, kind: MediaKind, media: StoredMedia): Promise<MediaInfo> {
  await store.update(["media"], (draft) => {
    draft.media = { ...draft.media, [kind]: media };
  });
  return presentMedia(kind, media);
}

/** Back to the default (logo.png in the site root, else the text mark). Removing what is not there is fine. */
export async function removeMedia(store: Store, kind: MediaKind): Promise<boolean> {
  if (!store.snapshot().media?.[kind]) return false;
  return store.update(["media"], (draft) => {
    const { [kind]: removed, ...rest } = draft.media ?? {};
    draft.media = rest;
    return removed !== undefined;
  });
}
