import type { PublicSiteSettings } from "../../../../common/contracts";
import { SPACE_FACTS } from "../fallbacks";
import "./notFound.css";

/** The 404 page: heading, text, home and #hosting buttons, one of five space facts, support and status links. */
export function NotFoundPage({ settings, factIndex, home = "/" }: { settings: PublicSiteSettings; factIndex: number; home?: string }) {
  const fact = SPACE_FACTS[Math.abs(Math.trunc(factIndex)) % SPACE_FACTS.length];
  return (
    <div className="not-found on-dark">
      <div className="container not-found-inner">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found-title">Houston, We Have a Problem!</h1>
        <p className="not-found-text">The page you are looking for has drifted out of orbit. It may have moved, or the address may be mistyped.</p>
        <div className="not-found-actions">
          <a className="btn btn--light" href={home}>
            Return Home
          </a>
          <a className="btn btn--ghost-light" href={`${home}#hosting`}>
            View Hosting Plans
          </a>
        </div>
        <section className="space-fact" aria-labelledby="space-fact-title">
          <h2 id="space-fact-title" className="space-fact-title">
            Did you know?
          </h2>
          <p data-fact-index={SPACE_FACTS.indexOf(fact)}>{fact}</p>
        </section>
        <p className="not-found-help">
          Need help?{" "}
          {settings.client_area_url && (
            <>
              <a href={settings.client_area_url}>Contact support</a>
              {" · "}
            </>
          )}
          {settings.status_page_url && (
            <>
              <a href={settings.status_page_url}>Check system status</a>
              {" · "}
            </>
          )}
          <a href={`${home}#contact`}>Send us a message</a>
        </p>
      </div>
    </div>
  );
}
