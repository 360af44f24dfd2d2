import type { CompanyInfo, ContentBlock } from "../../../../common/contracts";
import { CheckIcon } from "../components/Icons";
import { fallbackAbout, withFallback } from "../fallbacks";
import "./about.css";

/** About (anchor about): the about text, the company's feature list and the headline numbers. */
export function About({ content, company }: { content: ContentBlock | undefined; company: CompanyInfo }) {
  const about = withFallback(content, fallbackAbout(company.name));
  const stats = [
    { value: "99.9%", label: "Uptime guarantee" },
    { value: "24/7", label: "Expert support" },
    { value: "5000+", label: "Customers" },
    company.founded_year ? { value: String(company.founded_year), label: "Founded" } : { value: "$1/mo", label: "Plans from" },
  ];
  return (
    <section id="about" className="section" aria-labelledby="about-title">
      <div className="container about-grid">
        <div>
          <p className="section-eyebrow">About us</p>
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
        <dl className="about-stats">
          {stats.map((stat) => (
            <div key={stat.label} className="about-stat">
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
