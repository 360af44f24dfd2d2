import type { CompanyInfo, ContentBlock } from "../../../../common/contracts";
import { CheckIcon } from "../components/Icons";
import { fallbackAbout, withFallback } from "../fallbacks";
import { useTexts } from "../i18n/PageTexts";
import aboutCss from "./about.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const ABOUT_STYLES = stylesheet(aboutCss);

/** About (anchor about): the about text, the company's feature list and the headline numbers (none: no numbers). */
export function About({ content, company }: { content: ContentBlock | undefined; company: CompanyInfo }) {
  useStylesheet(ABOUT_STYLES);
  const texts = useTexts();
  const stored = content?.section === "about" ? content : undefined;
  const about = withFallback(stored, fallbackAbout(company.name, texts));
  // A measured number without history yet and without a typed value has nothing to show.
  const stats = (stored?.stats ?? []).filter((stat) => stat.value !== "");
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className={stats.length > 0 ? "container about-grid" : "container about-grid about-grid--text"}>
        <div>
          <p className="section-eyebrow">{texts.sections.aboutEyebrow}</p>
          <h2 id="about-title" className="section-title">
            {about.title}
          </h2>
          {about.subtitle && <p className="about-subtitle">{about.subtitle}</p>}
          <p className="about-text">{about.description}</p>
          {company.features.length > 0 && (
            <ul className="about-features">
              {company.features.map((feature, index) => (
                <li key={index}>
                  <CheckIcon className="about-check" />
                  {feature}
                </li>
              ))}
            </ul>
          )}
        </div>
        {stats.length > 0 && (
          <dl className="about-stats">
            {stats.map((stat, index) => (
              <div key={index} className="about-stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </section>
  );
}
