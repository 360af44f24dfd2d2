import type { PageLocale } from "../../../../common/publicPages";
import type { ContentBlock, PublicPromoCode } from "../../../../common/contracts";
import { PromoBanner } from "../components/PromoBanner";
import { fallbackHero, withFallback } from "../fallbacks";
import { useTexts } from "../i18n/PageTexts";
import { externalProps } from "../links";
import heroCss from "./hero.css?inline";
import heroImageCss from "./heroImage.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const HERO_STYLES = stylesheet(heroCss);
const HERO_IMAGE_STYLES = stylesheet(heroImageCss);

interface HeroImage {
  url: string;
  /** Its pixel size (the `<img>`'s width and height); null when unknown. */
  size: { width: number; height: number } | null;
}

interface HeroProps {
  content: ContentBlock | undefined;
  promo: PublicPromoCode | undefined;
  locale: PageLocale;
  /** The uploaded hero image: the hero's background, under an overlay that keeps its texts readable. */
  image?: HeroImage | null;
}

/**
 * Hero (anchor home): title, text, the main button, the second button (when it has a text), the trust row of
 * highlights (when there are any) and the hero promo slot, on the brand's dark gradient or the uploaded image.
 * Empty texts fall back to the standard hero's (fallbacks.ts); lists and the second button have no fallback.
 */
export function Hero({ content, promo, image, locale }: HeroProps) {
  useStylesheet(HERO_STYLES, !!image && HERO_IMAGE_STYLES);
  const texts = useTexts();
  const stored = content?.section === "hero" ? content : undefined;
  const hero = withFallback(stored, fallbackHero(texts));
  const highlights = stored?.highlights ?? [];
  const secondaryText = stored?.secondary_button_text ?? "";
  const secondaryUrl = stored?.secondary_button_url || "#contact";
  return (
    <section id="home" className={image ? "hero hero--image on-dark" : "hero on-dark"} aria-labelledby="hero-title">
      {image && <img className="hero-image" src={image.url} alt="" width={image.size?.width} height={image.size?.height} fetchPriority="high" />}
      <div className="container hero-inner">
        <h1 id="hero-title" className="hero-title">
          {hero.title}
          {hero.subtitle && <span className="hero-subtitle">{hero.subtitle}</span>}
        </h1>
        <p className="hero-text">{hero.description}</p>
        <div className="hero-cta">
          <a className="btn btn--light hero-btn" href={hero.button_url || "#hosting"} {...externalProps(hero.button_url)}>
            {hero.button_text || texts.common.viewHostingPlans}
          </a>
          {secondaryText && (
            <a className="btn btn--ghost-light hero-btn" href={secondaryUrl} {...externalProps(secondaryUrl)}>
              {secondaryText}
            </a>
          )}
        </div>
        {highlights.length > 0 && (
          <ul className="hero-highlights">
            {highlights.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        )}
        {promo && (
          <div className="hero-promo">
            <PromoBanner promo={promo} slot="hero" locale={locale} />
          </div>
        )}
      </div>
    </section>
  );
}
