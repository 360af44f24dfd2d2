/**
 * Colour arithmetic for the site's brand: sRGB hex colours, WCAG 2.2 relative luminance and contrast, OKLCH (a
 * perceptual space, so shades of one hue look evenly spaced) and blending. Pure functions without dependencies.
 */

/** An sRGB colour, each channel 0–1. */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

/** OKLCH: lightness 0–1, chroma (0 is grey), hue in degrees. */
export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export function parseHex(hex: string): Rgb {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = parseInt(match[1], 16);
  return { r: ((value >> 16) & 255) / 255, g: ((value >> 8) & 255) / 255, b: (value & 255) / 255 };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b]
    .map((channel) =>
      Math.round(clamp01(channel) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** "79 70 229": the channels for `rgb(var(--x) / 0.3)` in CSS. */
export function rgbChannels(hex: string): string {
  const { r, g, b } = parseHex(hex);
  return [r, g, b].map((channel) => Math.round(channel * 255)).join(" ");
}

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const fromLinear = (channel: number) => (channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055);

/** WCAG 2.2 relative luminance (0 black, 1 white). */
export function luminance(hex: string): number {
  const { r, g, b } = parseHex(hex);
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG 2.2 contrast ratio of two colours, 1–21. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** `top` painted with opacity `alpha` over `bottom`, as a browser composites it (in sRGB). */
export function blend(top: string, alpha: number, bottom: string): string {
  const a = parseHex(top);
  const b = parseHex(bottom);
  return toHex({ r: a.r * alpha + b.r * (1 - alpha), g: a.g * alpha + b.g * (1 - alpha), b: a.b * alpha + b.b * (1 - alpha) });
}

/** The linear-sRGB value of an OKLCH colour (channels may fall outside 0–1 when it is out of gamut). */
function oklchToLinear({ l, c, h }: Oklch): [number, number, number] {
  const angle = (h * Math.PI) / 180;
  const a = c * Math.cos(angle);
  const b = c * Math.sin(angle);
  const l1 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m1 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s1 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l1 - 3.3077115913 * m1 + 0.2309699292 * s1,
    -1.2684380046 * l1 + 2.6097574011 * m1 - 0.3413193965 * s1,
    -0.0041960863 * l1 - 0.7034186147 * m1 + 1.707614701 * s1,
  ];
}

export function toOklch(hex: string): Oklch {
  const { r, g, b } = parseHex(hex);
  const [lr, lg, lb] = [toLinear(r), toLinear(g), toLinear(b)];
  const l1 = Math.cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb);
  const m1 = Math.cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb);
  const s1 = Math.cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb);
  const l = 0.2104542553 * l1 + 0.793617785 * m1 - 0.0040720468 * s1;
  const a = 1.9779984951 * l1 - 2.428592205 * m1 + 0.4505937099 * s1;
  const bb = 0.0259040371 * l1 + 0.7827717662 * m1 - 0.808675766 * s1;
  const c = Math.hypot(a, bb);
  const h = c < 1e-6 ? 0 : ((Math.atan2(bb, a) * 180) / Math.PI + 360) % 360;
  return { l, c, h };
}

const inGamut = (channels: number[]) => channels.every((channel) => channel >= -1e-4 && channel <= 1 + 1e-4);

/** The sRGB colour of an OKLCH one; out of gamut, its chroma is reduced until it fits (lightness and hue kept). */
export function fromOklch(color: Oklch): string {
  const l = clamp01(color.l);
  let channels = oklchToLinear({ ...color, l });
  if (!inGamut(channels)) {
    let low = 0;
    let high = color.c;
    for (let step = 0; step < 24; step++) {
      const mid = (low + high) / 2;
      if (inGamut(oklchToLinear({ l, c: mid, h: color.h }))) low = mid;
      else high = mid;
    }
    channels = oklchToLinear({ l, c: low, h: color.h });
  }
  const [r, g, b] = channels.map((channel) => fromLinear(clamp01(channel)));
  return toHex({ r, g, b });
}
