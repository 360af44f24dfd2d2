import { DEFAULT_BRAND_COLOR, isHexColor, type SiteFont } from "../../../../../common/siteLook";

/**
 * The colours of the Brand section's preview, worked out from the brand colour so that every text on them is
 * readable (WCAG AA, 4.5:1) whatever colour is chosen: a text on the brand colour is black or white, whichever
 * stands out more; a text in the brand colour is darkened (on white) or lightened (on the dark theme) until it
 * does. The website makes the same kind of choice for its own pages.
 */
export const AA_TEXT = 4.5;

type Rgb = [number, number, number];

const parse = (hex: string): Rgb => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) => `#${rgb.map((part) => Math.round(part).toString(16).padStart(2, "0")).join("")}`;

/** `weight` of `b` mixed into `a` (0: a, 1: b). */
export function mix(a: string, b: string, weight: number): string {
  const [x, y] = [parse(a), parse(b)];
  return toHex(x.map((part, index) => part + (y[index] - part) * weight) as Rgb);
}

/** Relative luminance (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex).map((part) => {
    const c = part / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Black or white, whichever reads better on `background` (one of them always reaches 4.5:1). */
export function textOn(background: string): string {
  return contrast(background, "#000000") >= contrast(background, "#ffffff") ? "#000000" : "#ffffff";
}

/** `color` moved toward `toward` (black or white) in small steps until it reaches `ratio` against `background`. */
export function untilReadable(color: string, background: string, toward: "#000000" | "#ffffff", ratio = AA_TEXT): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, toward, step / 20);
    if (contrast(candidate, background) >= ratio) return candidate;
  }
  return toward;
}

/** The sample's fixed backgrounds: a white page and a dark one, as the website's light and dark themes. */
export const SAMPLE_LIGHT = { background: "#ffffff", text: "#1f2937" } as const;
export const SAMPLE_DARK = { background: "#111827", text: "#e5e7eb" } as const;

export interface BrandShades {
  brand: string;
  onBrand: string;
  /** The hero without a picture: a deep shade of the brand colour (its buttons stand out on it), dark enough for white text. */
  hero: string;
  linkOnLight: string;
  linkOnDark: string;
  softLight: string;
  softLightText: string;
  softDark: string;
  softDarkText: string;
}

/** Every colour of the preview for a brand colour (an unreadable one falls back to the standard indigo). */
export function brandShades(input: string): BrandShades {
  const brand = isHexColor(input.trim()) ? input.trim().toLowerCase() : DEFAULT_BRAND_COLOR;
  const softLight = mix(brand, SAMPLE_LIGHT.background, 0.85);
  const softDark = mix(brand, SAMPLE_DARK.background, 0.75);
  return {
    brand,
    onBrand: textOn(brand),
    hero: untilReadable(mix(brand, "#000000", 0.55), "#ffffff", "#000000"),
    linkOnLight: untilReadable(brand, SAMPLE_LIGHT.background, "#000000"),
    linkOnDark: untilReadable(brand, SAMPLE_DARK.background, "#ffffff"),
    softLight,
    softLightText: untilReadable(brand, softLight, "#000000"),
    softDark,
    softDarkText: untilReadable(brand, softDark, "#ffffff"),
  };
}

/** The fonts as the select names them. */
export const FONT_NAMES: Record<SiteFont, string> = {
  system: "System (the visitor's own font, nothing to download)",
  inter: "Inter",
  "plus-jakarta-sans": "Plus Jakarta Sans",
  "source-sans-3": "Source Sans 3",
  "ibm-plex-sans": "IBM Plex Sans",
  "nunito-sans": "Nunito Sans",
};

const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The CSS font-family of the preview: the font by name (shown where this computer has it), else the system's. */
export function fontStack(font: string): string {
  const name = FONT_NAMES[font as SiteFont];
  return !name || font === "system" ? SYSTEM_STACK : `"${name}", ${SYSTEM_STACK}`;
}
