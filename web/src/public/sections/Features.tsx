import type { ContentBlock } from "../../../../common/contracts";
import { GamepadIcon, GlobeIcon, ServerIcon } from "../components/Icons";
import { fallbackFeatures, withFallback } from "../fallbacks";
import "./features.css";

const CARDS = [
  {
    icon: GlobeIcon,
    title: "Shared Hosting",
    text: "Launch websites fast with NVMe storage, free SSL, one-click WordPress and daily backups.",
    href: "#hosting",
    cta: "Explore shared hosting",
  },
  {
    icon: ServerIcon,
    title: "VPS Hosting",
    text: "Dedicated vCPU and RAM, full root access and your choice of Linux, ready in about a minute.",
    href: "#vps",
    cta: "Explore VPS plans",
  },
  {
    icon: GamepadIcon,
    title: "Game Servers",
    text: "Low-latency servers for Minecraft, Rust, Valheim and more, with DDoS protection built in.",
    href: "#gameservers",
    cta: "Explore game servers",
  },
];

/** Features: three cards linking to the shared, VPS and game-server sections. */
export function Features({ content, companyName }: { content: ContentBlock | undefined; companyName: string }) {
  const block = withFallback(content, fallbackFeatures(companyName));
  return (
    <section id="features" className="section section--soft" aria-labelledby="features-title">
      <div className="container">
        <div className="section-head">
          <p className="section-eyebrow">Our services</p>
          <h2 id="features-title" className="section-title">
            {block.title}
          </h2>
          {block.description && <p className="section-lead">{block.description}</p>}
        </div>
        <div className="feature-grid">
          {CARDS.map(({ icon: Icon, title, text, href, cta }) => (
            <article key={href} className="feature-card">
              <div className="feature-icon">
                <Icon />
              </div>
              <h3 className="feature-title">{title}</h3>
              <p className="feature-text">{text}</p>
              <a className="feature-link" href={href}>
                {cta} <span aria-hidden="true">→</span>
              </a>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
