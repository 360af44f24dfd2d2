import type { ContentBlock } from "../../../../common/contracts";
import type { LegalPageKind } from "../../../../common/publicPages";
import { formatPageDate } from "../dates";
import { Markdown } from "../markdown/RenderedMarkdown";
import { legalMarkdown } from "../../../../common/markdown/pageSources";
import { en, type Catalog } from "../i18n/catalog";
import { FilledText, useLanguage, useTexts } from "../i18n/PageTexts";
import { LEGAL_STYLES } from "./legalStyles";
import { useStylesheet } from "../styles/stylesheets";

/** The legal page's title: the administrator's, else the standard one in the page's language. */
export function legalTitle(kind: LegalPageKind, block: ContentBlock | undefined, texts: Catalog["legal"] = en.legal): string {
  return block?.title || texts[kind];
}

/**
 * A legal page (terms, privacy, imprint): title (with fallback), the date it was last changed in the page's language
 * (with a machine-readable `<time datetime>`), markdown content or a placeholder, back link; on the privacy page of a
 * site that counts its visits, the standard words (in the page's language) on what is counted and what is not. The markdown becomes
 * HTML on the server; no markdown code reaches the browser. `home`: the home page in the page's language.
 */
export function LegalPage({
  kind,
  block,
  home = "/",
  countsVisits = false,
}: {
  kind: LegalPageKind;
  block: ContentBlock | undefined;
  home?: string;
  /** The privacy page of a site that counts its visits: the standard words on what is counted follow the text. */
  countsVisits?: boolean;
}) {
  useStylesheet(LEGAL_STYLES);
  const all = useTexts();
  const language = useLanguage();
  const texts = all.legal;
  const markdown = legalMarkdown(block);
  const updated = block?.updated_at ? formatPageDate(block.updated_at, language) : "";
  return (
    <div className="container legal">
      <a className="legal-back" href={home}>
        <span aria-hidden="true">←</span> {all.common.backToHome}
      </a>
      <article className="legal-card">
        <h1 className="legal-title">{legalTitle(kind, block, texts)}</h1>
        {block?.updated_at && updated && markdown && (
          <p className="legal-updated">
            <FilledText text={texts.lastUpdated} parts={{ date: <time dateTime={block.updated_at}>{updated}</time> }} />
          </p>
        )}
        {markdown ? <Markdown source={markdown} /> : <p className="legal-placeholder">{texts.placeholder}</p>}
        {kind === "privacy" && countsVisits && (
          <section className="legal-statistics" aria-labelledby="legal-statistics-title">
            <h2 id="legal-statistics-title">{texts.statisticsTitle}</h2>
            <p>{texts.statisticsBody}</p>
          </section>
        )}
      </article>
    </div>
  );
}
