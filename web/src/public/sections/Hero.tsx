import type { ContentBlock, PublicPromoCode } from "../../../../common/contracts";
import { PromoBanner } from "../components/PromoBanner";
import { FALLBACK_HERO, withFallback } from "../fallbacks";
import { externalProps } from "../links";
import "./hero.css";

interface HeroProps {
  content: ContentBlock | undefined;
  promo: PublicPromoCode | undefined;
}

const HIGHLIGHTS = ["99.9% uptime guarantee", "24/7 expert support", "5000+ happy customers"];

/** Hero (anchor home) with the hero promo slot; empty content falls back to the standard hero text (fallbacks.ts). */
export function Hero({ content, promo }: HeroProps) {
  const hero = withFallback(content, FALLBACK_HERO);
  return (
    <section id="home" className="hero on-dark" aria-labelledby="hero-title">
      <div className="container hero-inner">
        <h1 id="hero-title" className="hero-title">
          {hero.title}
          {hero.subtitle && <span className="hero-subtitle">{hero.subtitle}</span>}
        </h1>
        <p className="hero-text">{hero.description}</p>
        <div className="hero-cta">
          <a className="btn btn--light hero-btn" href={hero.button_url || "#hosting"} {...externalProps(hero.button_url)}>
            {hero.button_text || "View Hosting Plans"}
          </a>
          <a className="btn btn--ghost-light hero-btn" href="#contact">
            Talk to Our Team
          </a>
        </div>
        <ul className="hero-highlights">
          {HIGHLIGHTS.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
        {promo && (
          <div className="hero-promo">
            <PromoBanner promo={promo} slot="hero" />
          </div>
        )}
      </div>
    </section>
  );
}
