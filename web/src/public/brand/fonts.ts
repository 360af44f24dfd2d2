import ibmPlexSans from "@fontsource-variable/ibm-plex-sans/files/ibm-plex-sans-latin-wght-normal.woff2?url";
import inter from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import nunitoSans from "@fontsource-variable/nunito-sans/files/nunito-sans-latin-wght-normal.woff2?url";
import plusJakartaSans from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2?url";
import sourceSans3 from "@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2?url";
import type { SiteFont } from "../../../../common/siteLook";

/** The visitor's own interface font: what `system` means, and what every other font falls back to. */
const SYSTEM_FONT_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';

/** Latin, Latin-1 and the usual punctuation: the characters the font files hold (others come from the system font). */
const LATIN =
  "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD";

export interface FontFile {
  family: string;
  /** The weights the one variable file covers. */
  weights: string;
  /** Where the site serves it: the build copies it to /assets/ under a content-hashed name. */
  url: string;
}

/**
 * The downloadable fonts: the Latin subset of each one's variable version (Fontsource packages), one file for
 * every weight the pages use.
 */
const FONT_FILES: Record<Exclude<SiteFont, "system">, FontFile> = {
  inter: { family: "Inter Variable", weights: "100 900", url: inter },
  "plus-jakarta-sans": { family: "Plus Jakarta Sans Variable", weights: "200 800", url: plusJakartaSans },
  "source-sans-3": { family: "Source Sans 3 Variable", weights: "200 900", url: sourceSans3 },
  "ibm-plex-sans": { family: "IBM Plex Sans Variable", weights: "100 700", url: ibmPlexSans },
  "nunito-sans": { family: "Nunito Sans Variable", weights: "200 1000", url: nunitoSans },
};

export function fontFile(font: SiteFont | undefined): FontFile | null {
  return font && font !== "system" && Object.hasOwn(FONT_FILES, font) ? FONT_FILES[font] : null;
}

/** The @font-face rule of a downloadable font (shown at once in the system font, swapped when the file arrives). */
export function fontFaceRule(file: FontFile): string {
  return `@font-face{font-family:"${file.family}";font-style:normal;font-display:swap;font-weight:${file.weights};src:url(${file.url}) format("woff2");unicode-range:${LATIN}}`;
}

/** The value of the pages' `--font`. */
export function fontStack(file: FontFile | null): string {
  return file ? `"${file.family}", ${SYSTEM_FONT_STACK}` : SYSTEM_FONT_STACK;
}
