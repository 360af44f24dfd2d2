import type { ContentBlock } from "../../../../common/contracts";
import { Markdown } from "../markdown/RenderedMarkdown";
import { legalMarkdown } from "../markdown/sources";
import { en, type Catalog } from "../i18n/catalogs/en";
import { FilledText, useTexts } from "../i18n/PageTexts";
import "./legal.css";

/** The legal page's title: the administrator's, else the standard one in the page's language. */
export function legalTitle(kind: "terms" | "privacy", block: ContentBlock | undefined, texts: Catalog["legal"] = en.legal): string {
  return block?.title || texts[kind];
}

/**
 * A legal page (terms, privacy): title (with fallback), markdown content or a placeholder, back link. The markdown
 * becomes HTML on the server; no markdown code reaches the browser.
 */
/** `home`: the home page in the page's language. */
export function LegalPage({ kind, block, home = "/" }: { kind: "terms" | "privacy"; block: ContentBlock | undefined; home?: string }) {
  const all = useTexts();
  const texts = all.legal;
  const markdown = legalMarkdown(block);
  return (
    <div className="container legal">
      <a className="legal-back" href={home}>
        <span aria-hidden="true">←</span> {all.common.backToHome}
      </a>
      <article className="legal-card">
        <h1 className="legal-title">{legalTitle(kind, block, texts)}</h1>
        {block?.updated_at && markdown && (
          <p className="legal-updated">
            <FilledText
              text={texts.lastUpdated}
              parts={{ date: <time dateTime={block.updated_at}>{new Date(block.updated_at).toISOString().slice(0, 10)}</time> }}
            />
          </p>
        )}
        {markdown ? <Markdown source={markdown} /> : <p className="legal-placeholder">{texts.placeholder}</p>}
      </article>
    </div>
  );
}
