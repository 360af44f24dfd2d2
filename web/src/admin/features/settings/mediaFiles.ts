import { MEDIA_MAX_BYTES, MEDIA_TYPES, type MediaKind } from "../../../../../common/contracts";
import { formatBytes } from "../../lib/format";

export const MEDIA_LABELS: Record<MediaKind, { title: string; hint: string; fallback: string }> = {
  logo: {
    title: "Logo",
    hint: "The website's header (and its dark footer without a logo for dark backgrounds). A square or a wide logo, at least 64 px high.",
    fallback: "logo.png from the site root, else a two-letter text mark",
  },
  logo_dark: {
    title: "Logo for dark backgrounds",
    hint: "A light version of your logo for the website's dark footer and the admin panel's dark theme.",
    fallback: "the logo on a light plate",
  },
  favicon: {
    title: "Favicon",
    hint: "The icon in browser tabs and bookmarks. Square, 32–512 px, or an .ico file.",
    fallback: "favicon.png from the site root",
  },
  social_image: {
    title: "Social image",
    hint: "Shown when a page is shared on social networks and chats: 1200 × 630 px PNG or JPEG works everywhere.",
    fallback: "the logo",
  },
  hero_image: {
    title: "Hero image",
    hint: "The picture of the home page's hero. A wide JPEG, PNG or WebP, about 1600 px wide.",
    fallback: "no picture",
  },
};

const EXTENSION_TYPES: Record<string, string> = {
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  svg: "image/svg+xml",
  ico: "image/x-icon",
};

/** The Content-Type to upload a file with: the browser's, else guessed from the extension (.ico often has none). */
export function uploadType(file: { name: string; type: string }): string {
  const byName = EXTENSION_TYPES[/\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? ""];
  if (file.type === "image/vnd.microsoft.icon") return "image/x-icon";
  return file.type || byName || "application/octet-stream";
}

const TYPE_NAMES: Record<string, string> = { "image/png": "PNG", "image/jpeg": "JPEG", "image/webp": "WebP", "image/svg+xml": "SVG", "image/x-icon": "ICO" };

/** PNG, JPEG, WebP, SVG or ICO. */
export function typeName(type: string): string {
  return TYPE_NAMES[type] ?? type;
}

/** A message when the file obviously cannot be taken (the server checks everything again), else null. */
export function fileProblem(kind: MediaKind, file: { name: string; type: string; size: number }): string | null {
  const type = uploadType(file);
  if (!(MEDIA_TYPES[kind] as readonly string[]).includes(type)) {
    return `${file.name}: choose a ${MEDIA_TYPES[kind].map(typeName).join(", ")} file.`;
  }
  if (file.size > MEDIA_MAX_BYTES) return `${file.name} is ${formatBytes(file.size)}; the limit is 1 MB.`;
  if (file.size === 0) return `${file.name} is empty.`;
  return null;
}

/** The accept attribute of the file picker. */
export function acceptFor(kind: MediaKind): string {
  return [...MEDIA_TYPES[kind], ...(kind === "favicon" ? [".ico"] : [])].join(",");
}
