import { SaxesParser } from "saxes";
import type { ImageType } from "../../../common/contracts";

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type the bytes really are, read from their first bytes (magic numbers), or null. SVG is text: its
 * first element must be <svg> (after an optional byte-order mark, XML declaration, comments and whitespace).
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  // ICO: reserved 0, type 1, at least one image.
  if (startsWith(bytes, [0x00, 0x00, 0x01, 0x00]) && bytes.length >= 6 && (bytes[4] > 0 || bytes[5] > 0)) return "image/x-icon";
  if (looksLikeSvg(bytes)) return "image/svg+xml";
  return null;
}

/** How much of a file is read to find its first element. */
const SVG_HEAD_BYTES = 4096;

/**
 * Whether the first element in the file's first 4 KB, after an optional byte-order mark, XML declaration,
 * comments, processing instructions, doctype and whitespace, is <svg>. Read by the XML parser that then rebuilds
 * the file (svgSanitizer.ts), so the two agree on what comes first, in one pass: regexes over the upload's head
 * backtracked through an unclosed <!DOCTYPE once for each of its characters.
 */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = Buffer.from(bytes.subarray(0, SVG_HEAD_BYTES)).toString("utf8");
  const parser = new SaxesParser({ position: false });
  let first: string | null = null;
  let broken = false;
  parser.on("error", () => {
    if (first === null) broken = true;
  });
  parser.on("opentagstart", (tag) => {
    first ??= tag.name;
  });
  parser.write(head.startsWith("\uFEFF") ? head.slice(1) : head);
  return !broken && first === "svg";
}

export const TYPE_NAMES: Record<ImageType, string> = {
  "image/png": "PNG",
  "image/jpeg": "JPEG",
  "image/webp": "WebP",
  "image/svg+xml": "SVG",
  "image/x-icon": "ICO",
};

export const TYPE_EXTENSIONS: Record<ImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/svg+xml": "svg",
  "image/x-icon": "ico",
};
