import { describe, expect, it } from "vitest";
import { contrast } from "../../../../../common/color";
import { DEFAULT_BRAND_COLOR } from "../../../../../common/siteLook";
import { fontStack } from "./brandFonts";
import { previewPalette, SAMPLE_SECTIONS, SAMPLE_TEXT } from "./brandPreviewLook";

const AA_TEXT = 4.5;

/** Colours across the wheel and the extremes: pale yellow, white, black, a mid grey that is hard for both black and white text. */
const COLOURS = ["#4f46e5", "#ffff99", "#ffffff", "#000000", "#777777", "#0f766e", "#e11d48", "#f59e0b", "#22d3ee", "#16a34a", "#7c3aed", "#1e293b"];

describe("the brand preview's colours", () => {
  for (const colour of COLOURS) {
    it(`every text of the preview is readable with ${colour}`, () => {
      const palette = previewPalette(colour);
      expect(palette.brand).toBe(colour);
      const pairs: [string, string, string][] = [
        ["text on the brand colour", palette.onBrand, palette.brand],
        ...[palette.heroDeep, palette.heroMid, palette.heroAccent].flatMap((stop): [string, string, string][] => [
          ["white title on the hero", "#ffffff", stop],
          ["text on the hero", palette.heroText, stop],
        ]),
        ...SAMPLE_SECTIONS.flatMap(({ name, background }): [string, string, string][] => [
          [`a link on the ${name} section`, palette.brandText, background],
          [`body text on the ${name} section`, SAMPLE_TEXT, background],
        ]),
        ["a badge", palette.brandText, palette.tint100],
      ];
      for (const [what, text, background] of pairs) expect(contrast(text, background), what).toBeGreaterThanOrEqual(AA_TEXT);
    });
  }

  it("a colour that is not #rrggbb (still being typed) shows the standard indigo", () => {
    expect(previewPalette("#12345").brand).toBe(DEFAULT_BRAND_COLOR);
    expect(previewPalette(" #0F766E ").brand).toBe("#0f766e");
  });

  it("names the chosen font first and falls back to the system's", () => {
    expect(fontStack("inter")).toMatch(/^"Inter", system-ui/);
    expect(fontStack("source-sans-3")).toMatch(/^"Source Sans 3", /);
    expect(fontStack("system")).toMatch(/^system-ui/);
    expect(fontStack("comic")).toMatch(/^system-ui/);
  });
});
