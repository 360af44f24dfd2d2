import { describe, expect, it } from "vitest";
import { DEFAULT_BRAND_COLOR } from "../../../../../common/siteLook";
import { AA_TEXT, brandShades, contrast, fontStack, mix, SAMPLE_DARK, SAMPLE_LIGHT, textOn } from "./brandColors";

/** Colours across the wheel and the extremes: pale yellow, white, black, a mid grey that is hard for both black and white text. */
const COLOURS = ["#4f46e5", "#ffff99", "#ffffff", "#000000", "#777777", "#0f766e", "#e11d48", "#f59e0b", "#22d3ee", "#16a34a", "#7c3aed", "#1e293b"];

describe("the brand preview's colours", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
    expect(textOn("#ffff99")).toBe("#000000");
    expect(textOn("#1e293b")).toBe("#ffffff");
  });

  for (const colour of COLOURS) {
    it(`every text of the preview is readable with ${colour}`, () => {
      const shades = brandShades(colour);
      expect(shades.brand).toBe(colour);
      const pairs: [string, string, string][] = [
        ["text on the brand colour", shades.onBrand, shades.brand],
        ["white text on the hero", "#ffffff", shades.hero],
        ["a link on the light page", shades.linkOnLight, SAMPLE_LIGHT.background],
        ["a link on the dark page", shades.linkOnDark, SAMPLE_DARK.background],
        ["a badge on the light page", shades.softLightText, shades.softLight],
        ["a badge on the dark page", shades.softDarkText, shades.softDark],
      ];
      for (const [what, text, background] of pairs) expect(contrast(text, background), what).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  it("a colour that is not #rrggbb (still being typed) shows the standard indigo", () => {
    expect(brandShades("#12345").brand).toBe(DEFAULT_BRAND_COLOR);
    expect(brandShades(" #0F766E ").brand).toBe("#0f766e");
  });

  it("names the chosen font first and falls back to the system's", () => {
    expect(fontStack("inter")).toMatch(/^"Inter", system-ui/);
    expect(fontStack("source-sans-3")).toMatch(/^"Source Sans 3", /);
    expect(fontStack("system")).toMatch(/^system-ui/);
    expect(fontStack("comic")).toMatch(/^system-ui/);
  });
});
