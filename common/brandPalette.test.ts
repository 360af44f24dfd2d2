import { describe, expect, it } from "vitest";
import { brandPalette, HERO_FIXED_TEXTS, HERO_GLASS_ALPHA, HERO_GLOW2_ALPHA, HERO_GLOW_ALPHA, SURFACES, type BrandPalette } from "./brandPalette";
import { blend, contrast, fromOklch, luminance, parseHex, toHex, toOklch } from "./color";
import { DEFAULT_BRAND_COLOR } from "./siteLook";

const AA = 4.5;

/** A seeded generator (mulberry32), so a failure names a colour that fails again. */
function randomColors(count: number, seed: number): string[] {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return Array.from({ length: count }, () => toHex({ r: next(), g: next(), b: next() }));
}

const EDGE_COLORS = ["#000000", "#ffffff", "#777777", "#767676", "#808080", "#ff0000", "#00ff00", "#0000ff", "#ffff00", "#00ffff", "#ff00ff"];
const COLORS = [DEFAULT_BRAND_COLOR, "#fde047", "#14532d", ...EDGE_COLORS, ...randomColors(600, 27)];

/** Every text-on-background pairing the public pages' CSS makes with the palette. */
function pairings(p: BrandPalette): [string, string, string][] {
  const light = [SURFACES.white, SURFACES.soft, p.tint50, p.tint100, p.accentTint];
  const heroBackdrops = [p.heroDeep, p.heroMid, p.heroAccent].flatMap((stop) =>
    [
      [p.heroGlow, HERO_GLOW_ALPHA / 2],
      [p.heroGlow2, HERO_GLOW2_ALPHA / 2],
    ].flatMap(([glow, alpha]) => {
      const lit = blend(glow as string, alpha as number, stop);
      return [lit, blend(SURFACES.white, HERO_GLASS_ALPHA, lit)];
    }),
  );
  const overImage = [SURFACES.white, "#fde047", "#808080", SURFACES.black].map((image) => blend(p.heroDeep, p.heroImageOverlay, image));
  return [
    ...[p.brand, p.brandHover, p.accent].map((background): [string, string, string] => ["on-brand", p.onBrand, background]),
    ...light.flatMap((background): [string, string, string][] => [
      ["link text", p.brandText, background],
      ["strong text", p.brandStrong, background],
    ]),
    ["light button text", p.brandStrong, SURFACES.white],
    ...heroBackdrops.flatMap((background) =>
      [p.heroText, p.heroSubtle, ...HERO_FIXED_TEXTS].map((text): [string, string, string] => ["hero text", text, background]),
    ),
    ...overImage.map((background): [string, string, string] => ["text over a hero image", SURFACES.white, background]),
  ];
}

describe("colour arithmetic", () => {
  it("computes WCAG contrast: black on white 21, #767676 just passes AA, #777777 just fails", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeGreaterThanOrEqual(AA);
    expect(contrast("#777777", "#ffffff")).toBeLessThan(AA);
    expect(luminance("#ffffff")).toBe(1);
  });

  it("converts to OKLCH and back without changing the colour", () => {
    for (const color of [...EDGE_COLORS, ...randomColors(200, 3)]) expect(fromOklch(toOklch(color))).toBe(color);
  });

  it("brings colours outside sRGB back by lowering chroma only", () => {
    const color = toOklch(fromOklch({ l: 0.6, c: 0.5, h: 140 }));
    expect(color.l).toBeCloseTo(0.6, 2);
    expect(color.h).toBeCloseTo(140, 0);
    expect(color.c).toBeLessThan(0.5);
  });

  it("blends like a browser composites", () => {
    expect(blend("#ffffff", 0.5, "#000000")).toBe("#808080");
    expect(() => parseHex("#12345")).toThrow();
  });
});

describe("the brand palette", () => {
  it("gives the standard design's shades for the standard indigo", () => {
    expect(brandPalette(DEFAULT_BRAND_COLOR)).toMatchObject({
      brand: "#4f46e5",
      brandHover: "#3730a3",
      onBrand: "#ffffff",
      brandText: "#4338ca",
      brandStrong: "#3730a3",
      accent: "#7c3aed",
      tint50: "#eef2ff",
      tint100: "#e0e7ff",
      tint200: "#c7d2fe",
      tint300: "#a5b4fc",
      accentTint: "#f5f3ff",
      focus: "#6366f1",
      heroGlow: "#a78bfa",
      heroGlow2: "#38bdf8",
    });
  });

  it(`keeps every text pairing at AA (4.5:1) or better for ${COLORS.length} colours, pale, dark, grey and random`, () => {
    const failures: string[] = [];
    for (const color of COLORS) {
      for (const [what, text, background] of pairings(brandPalette(color))) {
        const ratio = contrast(text, background);
        if (ratio < AA) failures.push(`${color}: ${what} ${text} on ${background} is ${ratio.toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it("puts dark text on a pale brand and white text on a dark one, and keeps the brand itself", () => {
    expect(brandPalette("#fde047")).toMatchObject({ brand: "#fde047", onBrand: SURFACES.ink });
    expect(brandPalette("#14532D")).toMatchObject({ brand: "#14532d", onBrand: SURFACES.white, brandText: "#14532d" });
  });

  it("keeps the focus ring at 3:1 against white and the hero image visible through its overlay", () => {
    for (const color of COLORS) {
      const palette = brandPalette(color);
      expect(contrast(palette.focus, SURFACES.white), color).toBeGreaterThanOrEqual(3);
      expect(palette.heroImageOverlay, color).toBeLessThanOrEqual(0.95);
    }
  });
});
