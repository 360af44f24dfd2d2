import type { PublicSiteSettings } from "../../../../common/contracts";
import { useTexts } from "../i18n/PageTexts";
import notFoundCss from "./notFound.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const NOT_FOUND_STYLES = stylesheet(notFoundCss);

/**
 * The 404 page: heading, text, home and #hosting buttons, one of five space facts, support and status links.
 * `home` and `statusHref`: the home and status pages in the page's language.
 */
export function NotFoundPage({
  settings,
  factIndex,
  home = "/",
  statusHref,
}: {
  settings: PublicSiteSettings;
  factIndex: number;
  home?: string;
  statusHref: string;
}) {
  useStylesheet(NOT_FOUND_STYLES);
  const all = useTexts();
  const texts = all.notFound;
  const common = all.common;
  const facts = texts.spaceFacts;
  const index = Math.abs(Math.trunc(factIndex)) % facts.length;
  return (
    <div className="not-found on-dark">
      <div className="container not-found-inner">
        <p className="not-found-code" aria-hidden="true">
          404
        </p>
        <h1 className="not-found-title">{texts.title}</h1>
        <p className="not-found-text">{texts.text}</p>
        <div className="not-found-actions">
          <a className="btn btn--light" href={home}>
            {texts.returnHome}
          </a>
          <a className="btn btn--ghost-light" href={`${home}#hosting`}>
            {common.viewHostingPlans}
          </a>
        </div>
        <section className="space-fact" aria-labelledby="space-fact-title">
          <h2 id="space-fact-title" className="space-fact-title">
            {texts.didYouKnow}
          </h2>
          <p data-fact-index={index}>{facts[index]}</p>
        </section>
        <p className="not-found-help">
          {texts.needHelp}{" "}
          {settings.client_area_url && (
            <>
              <a href={settings.client_area_url}>{texts.contactSupport}</a>
              {" · "}
            </>
          )}
          {statusHref && (
            <>
              <a href={statusHref}>{texts.checkStatus}</a>
              {" · "}
            </>
          )}
          <a href={`${home}#contact`}>{texts.sendMessage}</a>
        </p>
      </div>
    </div>
  );
}
