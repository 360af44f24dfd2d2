import type { ContentBlock } from "../../../../common/contracts";
import { isDeadSectionLink } from "../../../../common/sectionLinks";
import { FeatureIcon } from "../components/FeatureIcon";
import { fallbackFeatures, withFallback } from "../fallbacks";
import { formatText } from "../i18n/catalog";
import { useTexts } from "../i18n/PageTexts";
import { externalProps } from "../links";
import featuresCss from "./features.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const FEATURES_STYLES = stylesheet(featuresCss);

interface FeaturesProps {
  content: ContentBlock | undefined;
  companyName: string;
  /** The home page's sections: a card's link to another section is left out. */
  homeSections?: readonly string[];
}

/** Features: the section's heading and text, and its cards (icon, title, text and a link when the card has one and it leads somewhere). */
export function Features({ content, companyName, homeSections }: FeaturesProps) {
  useStylesheet(FEATURES_STYLES);
  const texts = useTexts();
  const stored = content?.section === "features" ? content : undefined;
  const block = withFallback(stored, fallbackFeatures(companyName, texts));
  const sections = homeSections ? new Set(homeSections) : undefined;
  const cards = (stored?.cards ?? []).map((card) => (sections && isDeadSectionLink(card.href, sections) ? { ...card, href: "" } : card));
  return (
    <section id="features" className="section section--soft" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="section-eyebrow">{texts.sections.servicesEyebrow}</p>
          <h2 id="features-title" className="section-title">
            {block.title}
          </h2>
          {block.description && <p className="section-lead">{block.description}</p>}
        </div>
        {cards.length > 0 && (
          <div className={`feature-grid feature-grid--${cards.length}`}>
            {cards.map((card, index) => (
              <article key={index} className="feature-card">
                <div className="feature-icon">
                  <FeatureIcon name={card.icon} />
                </div>
                <h3 className="feature-title">{card.title}</h3>
                {card.description && <p className="feature-text">{card.description}</p>}
                {card.href && (
                  <a className="feature-link" href={card.href} {...externalProps(card.href)}>
                    {formatText(texts.sections, "explore", { title: card.title })} <span aria-hidden="true">→</span>
                  </a>
                )}
              </article>
            ))}
          </div>
        )}
      </div>
    </section>
  );
}
