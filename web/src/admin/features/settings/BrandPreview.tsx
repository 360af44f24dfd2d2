import { useId } from "react";
import { useApi } from "../../api/client";
import { brandShades, fontStack, SAMPLE_DARK, SAMPLE_LIGHT } from "./brandColors";
import { useMedia } from "./api";

interface Props {
  color: string;
  font: string;
  siteTitle: string;
}

/**
 * A small sample of the website in the chosen colour and font, as it is being chosen: the hero (on the uploaded
 * picture, under a dark overlay, or on a dark shade of the colour) with its two buttons, and a plan card on the
 * light and on the dark theme with a badge, a link and a button. Every text on it is readable (brandColors.ts).
 */
export function BrandPreview({ color, font, siteTitle }: Props) {
  const { baseUrl } = useApi();
  const hero = useMedia().data?.hero_image;
  const captionId = useId();
  const shades = brandShades(color);
  const fontFamily = fontStack(font);
  const heroBackground = hero
    ? { backgroundColor: "#111827", backgroundImage: `linear-gradient(rgba(0, 0, 0, 0.6), rgba(0, 0, 0, 0.6)), url("${baseUrl}${hero.url}")` }
    : { backgroundColor: shades.hero };
  return (
    <figure className="brand-preview field-wide" aria-labelledby={captionId}>
      <figcaption id={captionId} className="small muted">
        Preview: the hero and a plan card, light and dark{font === "system" ? "" : " (in the font where this computer has it; the website serves it itself)"}
      </figcaption>
      <div className="brand-sample-hero" data-sample="hero" style={{ ...heroBackground, color: "#ffffff", fontFamily }}>
        <p className="brand-sample-title">{siteTitle.trim() || "Your hosting company"}</p>
        <p className="brand-sample-text">Fast, friendly hosting with support that answers.</p>
        <div className="brand-sample-buttons">
          <span
            className="brand-sample-button"
            data-sample="primary-button"
            style={{ background: shades.brand, color: shades.onBrand, boxShadow: "0 0 0 1px rgba(255, 255, 255, 0.45)" }}
          >
            See the plans
          </span>
          <span className="brand-sample-button brand-sample-outline">Talk to us</span>
        </div>
      </div>
      <div className="brand-sample-cards">
        {(
          [
            ["light", SAMPLE_LIGHT, shades.softLight, shades.softLightText, shades.linkOnLight],
            ["dark", SAMPLE_DARK, shades.softDark, shades.softDarkText, shades.linkOnDark],
          ] as const
        ).map(([theme, page, soft, softText, link]) => (
          <div key={theme} className="brand-sample-card" data-sample={`${theme}-card`} style={{ background: page.background, color: page.text, fontFamily }}>
            <span className="brand-sample-badge" style={{ background: soft, color: softText }}>
              Popular
            </span>
            <p className="brand-sample-plan">Business Hosting</p>
            <span className="brand-sample-link" style={{ color: link }}>
              Compare all plans
            </span>
            <span className="brand-sample-button" style={{ background: shades.brand, color: shades.onBrand }}>
              Order now
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
