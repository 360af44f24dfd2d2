import { brandPalette } from "../../../../common/brandPalette";
import { rgbChannels } from "../../../../common/color";
import { DEFAULT_BRAND_COLOR, isHexColor, type SiteFont } from "../../../../common/siteLook";
import { fontFaceRule, fontFile, fontStack } from "./fonts";

/**
 * The site's look as CSS custom properties on :root, computed on the server from the brand colour and font of the
 * site settings (the components' CSS uses only these variables for accent colours and the font).
 */
function siteLookVariables(brandColor: string | undefined, font: SiteFont | undefined): Record<string, string> {
  const palette = brandPalette(brandColor && isHexColor(brandColor) ? brandColor : DEFAULT_BRAND_COLOR);
  return {
    "--brand": palette.brand,
    "--brand-hover": palette.brandHover,
    "--on-brand": palette.onBrand,
    "--brand-dark": palette.brandText,
    "--brand-darker": palette.brandStrong,
    "--brand-accent": palette.accent,
    "--brand-50": palette.tint50,
    "--brand-100": palette.tint100,
    "--brand-200": palette.tint200,
    "--brand-300": palette.tint300,
    "--brand-accent-50": palette.accentTint,
    "--brand-rgb": rgbChannels(palette.brand),
    "--focus": palette.focus,
    "--hero-deep": palette.heroDeep,
    "--hero-mid": palette.heroMid,
    "--hero-accent": palette.heroAccent,
    "--hero-glow": rgbChannels(palette.heroGlow),
    "--hero-glow-2": rgbChannels(palette.heroGlow2),
    "--hero-text": palette.heroText,
    "--hero-subtle": palette.heroSubtle,
    "--hero-overlay": `rgb(${rgbChannels(palette.heroDeep)} / ${palette.heroImageOverlay})`,
    "--font": fontStack(fontFile(font)),
  };
}

/**
 * The head tags of the site's look: the browser bar's colour, the font file's preload (none for the system font)
 * and one `<style>` with the variables and the font's @font-face rule.
 */
export function siteLookTags(brandColor: string | undefined, font: SiteFont | undefined): string[] {
  const variables = siteLookVariables(brandColor, font);
  const file = fontFile(font);
  const rules = `:root{${Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";")}}${file ? fontFaceRule(file) : ""}`;
  return [
    `<meta name="theme-color" content="${variables["--hero-mid"]}">`,
    file ? `<link rel="preload" href="${file.url}" as="font" type="font/woff2" crossorigin>` : "",
    `<style id="site-look">${rules.replace(/</g, "\\3c ")}</style>`,
  ].filter(Boolean);
}
