/**
 * Every accent shade of the public pages, derived from the one brand colour the administrator picks, with text
 * colours chosen so each pairing the pages use passes WCAG 2.2 AA (4.5:1) for any #rrggbb: the brand's own
 * buttons and badges, links and numbers on the light sections, and the light texts of the dark hero (with or
 * without a hero image under its overlay). The shades follow a tonal ladder in OKLCH modelled on the standard
 * indigo, so the default colour keeps the standard look.
 */
import { blend, contrast, fromOklch, toOklch, type Oklch } from "./color";

/** The contrast every text pairing is given: WCAG AA's 4.5:1 plus a margin for rounding in browsers and checkers. */
const TEXT_CONTRAST = 4.6;

/** Fixed colours of the page the brand shades meet. */
export const SURFACES = { white: "#ffffff", soft: "#f6f7fb", ink: "#0f172a", black: "#000000" } as const;

/** Fixed light texts on the hero besides its tints: the copy confirmation of a hero promo. */
export const HERO_FIXED_TEXTS = ["#ffffff", "#bbf7d0"] as const;

/** The glass card of a hero promo: white at this opacity over the hero. */
export const HERO_GLASS_ALPHA = 0.1;
/** The hero's coloured glows: a lighter accent and a cooler blue, at these opacities. */
export const HERO_GLOW_ALPHA = 0.35;
export const HERO_GLOW2_ALPHA = 0.22;

export interface BrandPalette {
  /** The colour as picked: primary buttons, badges, the chosen term, popular cards' border. */
  brand: string;
  /** Primary buttons under the pointer. */
  brandHover: string;
  /** Text and icons on `brand`, `brandHover` and `accent`: white or a near-black. */
  onBrand: string;
  /** Links, eyebrows and outline buttons on white, soft and tinted backgrounds. */
  brandText: string;
  /** Stronger text on light backgrounds: numbers, codes, the hero's light button. */
  brandStrong: string;
  /** The companion colour at the end of brand gradients (icons, the text-mark logo). */
  accent: string;
  /** Light tints, lightest first: hover backgrounds, borders, focus rings. */
  tint50: string;
  tint100: string;
  tint200: string;
  tint300: string;
  accentTint: string;
  /** The keyboard focus ring on light backgrounds (3:1 against white). */
  focus: string;
  /** The dark hero (and the 404 and maintenance pages): gradient stops, darkest first, and its glows. */
  heroDeep: string;
  heroMid: string;
  heroAccent: string;
  heroGlow: string;
  heroGlow2: string;
  /** The hero's body text and subtitle. */
  heroText: string;
  heroSubtle: string;
  /**
   * Opacity of the dark overlay (`heroDeep`) over a hero image: enough that white text passes even on a white
   * image. Over an image every hero text is white and a promo's card is a darker glass.
   */
  heroImageOverlay: number;
}

/**
 * The shades of the standard design, measured in OKLCH against its brand colour (indigo #4f46e5, lightness 0.511,
 * chroma 0.230, hue 277): each step's lightness, its chroma as a share of the brand's, and its turn of hue. A
 * brand's shades take the same steps from its own chroma and hue, so the standard colour gives the standard look.
 */
const STEPS = {
  tint50: { l: 0.962, c: 0.078, turn: -4.7 },
  tint100: { l: 0.93, c: 0.145, turn: -4.2 },
  tint200: { l: 0.87, c: 0.27, turn: -2.9 },
  tint300: { l: 0.785, c: 0.45, turn: -2.3 },
  focus: { l: 0.585, c: 0.887, turn: 0.2 },
  text: { l: 0.457, c: 0.933, turn: 0.1 },
  strong: { l: 0.398, c: 0.771, turn: 0.4 },
  accentTint: { l: 0.969, c: 0.07, turn: 16.8 },
  heroDeep: { l: 0.257, c: 0.374, turn: 4.3 },
  heroMid: { l: 0.359, c: 0.589, turn: 1.7 },
  heroAccent: { l: 0.38, c: 0.775, turn: 16.8 },
  heroGlow: { l: 0.709, c: 0.692, turn: 16.6 },
  heroGlow2: { l: 0.754, c: 0.604, turn: -44.3 },
} as const;
/** The accent (violet beside indigo): a little lighter and more colourful than the brand, its hue turned. */
const ACCENT = { l: 0.031, c: 1.07, turn: 16 };

function step(brand: Oklch, name: keyof typeof STEPS): string {
  const { l, c, turn } = STEPS[name];
  return fromOklch({ l, c: brand.c * c, h: brand.h + turn });
}

const withLightness = (hex: string, change: (l: number) => number) => {
  const color = toOklch(hex);
  return fromOklch({ ...color, l: Math.min(1, Math.max(0, change(color.l))) });
};
const lightness = (hex: string) => toOklch(hex).l;
const darkerOf = (a: string, b: string) => (lightness(a) <= lightness(b) ? a : b);
const worstContrast = (color: string, others: readonly string[]) => Math.min(...others.map((other) => contrast(color, other)));

/** `color` made darker (or lighter) in small steps until it has `target` contrast with every one of `others`. */
function until(color: string, others: readonly string[], target: number, direction: "darker" | "lighter"): string {
  let current = color;
  for (let stepCount = 0; stepCount < 100 && worstContrast(current, others) < target; stepCount++) {
    current = withLightness(current, (l) => l + (direction === "darker" ? -0.01 : 0.01));
  }
  return current;
}

/** White when it reads on every one of `backgrounds`, else the ink, else black (one of them always reads on one colour). */
function textOn(backgrounds: readonly string[]): string {
  return [SURFACES.white, SURFACES.ink, SURFACES.black].find((text) => worstContrast(text, backgrounds) >= TEXT_CONTRAST) ?? SURFACES.black;
}

/** The lightest place of the hero behind its text: a gradient stop under a glow (or a white image under the overlay), under a promo's glass card. */
function heroBackdrops(stops: readonly string[], glows: readonly [string, number][]): string[] {
  return stops.flatMap((stop) => glows.map(([glow, alpha]) => blend(SURFACES.white, HERO_GLASS_ALPHA, blend(glow, alpha, stop))));
}

export function brandPalette(brandHex: string): BrandPalette {
  const brand = brandHex.toLowerCase();
  const base = toOklch(brand);

  const firstText = textOn([brand]);
  const whiteText = firstText === SURFACES.white;
  // Under the pointer a button moves away from its text: under white text darker (the strong shade when the brand
  // is light enough), else darker while its text still reads, else lighter.
  const strongStep = step(base, "strong");
  let brandHover = whiteText && base.l - 0.07 >= STEPS.strong.l ? strongStep : withLightness(brand, (l) => l - 0.07);
  if (!whiteText && contrast(brandHover, firstText) < TEXT_CONTRAST) brandHover = withLightness(brand, (l) => l + 0.07);
  const accentRaw = fromOklch({ l: base.l + ACCENT.l, c: base.c * ACCENT.c, h: base.h + ACCENT.turn });
  const accent = until(accentRaw, [firstText], TEXT_CONTRAST, whiteText ? "darker" : "lighter");
  const onBrand = textOn([brand, brandHover, accent]);

  const tint50 = step(base, "tint50");
  const tint100 = step(base, "tint100");
  const accentTint = step(base, "accentTint");
  const lightSurfaces = [SURFACES.white, SURFACES.soft, tint50, tint100, accentTint];
  const brandText = until(darkerOf(brand, step(base, "text")), lightSurfaces, TEXT_CONTRAST, "darker");
  const brandStrong = until(darkerOf(brand, strongStep), lightSurfaces, TEXT_CONTRAST, "darker");

  const heroText = tint100;
  const heroSubtle = step(base, "tint200");
  const heroTexts = [heroText, heroSubtle, ...HERO_FIXED_TEXTS];
  const heroGlow = step(base, "heroGlow");
  const heroGlow2 = step(base, "heroGlow2");
  // Dark enough that every light text reads on the lightest spot behind text: a stop under a glow (whose peak lies
  // outside the hero's corners, so at most half as strong where text is) under a promo's glass card.
  let stops = [step(base, "heroDeep"), step(base, "heroMid"), step(base, "heroAccent")];
  const glows: [string, number][] = [
    [heroGlow, HERO_GLOW_ALPHA / 2],
    [heroGlow2, HERO_GLOW2_ALPHA / 2],
  ];
  for (let darken = 0; darken < 40 && worstHeroContrast(heroTexts, heroBackdrops(stops, glows)) < TEXT_CONTRAST; darken++) {
    stops = stops.map((stop) => withLightness(stop, (l) => l - 0.01));
  }
  const [heroDeep, heroMid, heroAccent] = stops;

  return {
    brand,
    brandHover,
    onBrand,
    brandText,
    brandStrong,
    accent,
    tint50,
    tint100,
    tint200: heroSubtle,
    tint300: step(base, "tint300"),
    accentTint,
    focus: until(step(base, "focus"), [SURFACES.white], 3, "darker"),
    heroDeep,
    heroMid,
    heroAccent,
    heroGlow,
    heroGlow2,
    heroText,
    heroSubtle,
    heroImageOverlay: heroImageOverlay(heroDeep),
  };
}

const worstHeroContrast = (texts: readonly string[], backdrops: readonly string[]) => Math.min(...texts.map((text) => worstContrast(text, backdrops)));

/** The least opacity (in hundredths, plus a margin) of the overlay so that white text reads over the lightest image there is, a white one. */
function heroImageOverlay(overlay: string): number {
  for (let percent = 30; percent < 95; percent++) {
    const alpha = percent / 100;
    if (contrast(SURFACES.white, blend(overlay, alpha, SURFACES.white)) >= TEXT_CONTRAST) return Math.min(0.95, alpha + 0.04);
  }
  return 0.95;
}
