import { useId } from "react";
import { useApi } from "../../api/client";
import { fontStack } from "./brandFonts";
import { heroBackground, previewPalette, SAMPLE_SECTIONS, SAMPLE_TEXT } from "./brandPreviewLook";
import { useMedia } from "./api";

interface Props {
  color: string;
  font: string;
  siteTitle: string;
}

/**
 * A small sample of the website in the chosen colour and font, as it is being chosen: the hero (its gradient, or
 * the uploaded picture under its overlay) with its two buttons, and a plan card on the website's white and soft
 * sections with a badge, a link and a button. The colours are the website's own palette (brandPreviewLook.ts).
 */
export function BrandPreview({ color, font, siteTitle }: Props) {
  const { baseUrl } = useApi();
  const hero = useMedia().data?.hero_image;
  const captionId = useId();
  const palette = previewPalette(color);
  const fontFamily = fontStack(font);
  return (
    <figure className="brand-preview field-wide" aria-labelledby={captionId}>
      <figcaption id={captionId} className="small muted">
        Preview: the hero and a plan card as the website shows them
        {font === "system" ? "" : " (in the font where this computer has it; the website serves it itself)"}
      </figcaption>
      <div
        className="brand-sample-hero"
        data-sample="hero"
        style={{ ...heroBackground(palette, hero ? `${baseUrl}${hero.url}` : null), color: hero ? "#ffffff" : palette.heroText, fontFamily }}
      >
        <p className="brand-sample-title" style={{ color: "#ffffff" }}>
          {siteTitle.trim() || "Your hosting company"}
        </p>
        <p className="brand-sample-text">Fast, friendly hosting with support that answers.</p>
        <div className="brand-sample-buttons">
          <span
            className="brand-sample-button"
            data-sample="primary-button"
            style={{ background: palette.brand, color: palette.onBrand, boxShadow: "0 0 0 1px rgba(255, 255, 255, 0.45)" }}
          >
            See the plans
          </span>
          <span className="brand-sample-button brand-sample-outline">Talk to us</span>
        </div>
      </div>
      <div className="brand-sample-cards">
        {SAMPLE_SECTIONS.map(({ name, background }) => (
          <div key={name} className="brand-sample-card" data-sample={`${name}-card`} style={{ background, color: SAMPLE_TEXT, fontFamily }}>
            <span className="brand-sample-badge" style={{ background: palette.tint100, color: palette.brandText }}>
              Popular
            </span>
            <p className="brand-sample-plan">Business Hosting</p>
            <span className="brand-sample-link" style={{ color: palette.brandText }}>
              Compare all plans
            </span>
            <span className="brand-sample-button" style={{ background: palette.brand, color: palette.onBrand }}>
              Order now
            </span>
          </div>
        ))}
      </div>
    </figure>
  );
}
