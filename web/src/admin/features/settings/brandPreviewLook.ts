import { brandPalette, SURFACES, type BrandPalette } from "../../../../../common/brandPalette";
import { rgbChannels } from "../../../../../common/color";
import { DEFAULT_BRAND_COLOR, isHexColor } from "../../../../../common/siteLook";

/**
 * The Brand preview's colours: the public pages' own palette (common/brandPalette.ts) for the colour being typed,
 * so the preview shows what the website will. A colour not yet written #rrggbb shows the standard indigo.
 */
export function previewPalette(input: string): BrandPalette {
  const typed = input.trim().toLowerCase();
  return brandPalette(isHexColor(typed) ? typed : DEFAULT_BRAND_COLOR);
}

/** The backgrounds the preview's plan cards stand on: the website's white and soft sections. */
export const SAMPLE_SECTIONS = [
  { name: "white", background: SURFACES.white },
  { name: "soft", background: SURFACES.soft },
] as const;

/** The website's body text on its light sections. */
export const SAMPLE_TEXT = SURFACES.ink;

/** The hero as the website draws it: its gradient, or an uploaded picture under the overlay. */
export function heroBackground(palette: BrandPalette, imageUrl: string | null): { backgroundColor: string; backgroundImage: string } {
  const overlay = `rgb(${rgbChannels(palette.heroDeep)} / ${palette.heroImageOverlay})`;
  return imageUrl
    ? { backgroundColor: palette.heroDeep, backgroundImage: `linear-gradient(${overlay}, ${overlay}), url("${imageUrl}")` }
    : { backgroundColor: palette.heroMid, backgroundImage: `linear-gradient(135deg, ${palette.heroDeep}, ${palette.heroMid} 60%, ${palette.heroAccent})` };
}
