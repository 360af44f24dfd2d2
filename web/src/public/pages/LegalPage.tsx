import type { ContentBlock } from "../../../../common/contracts";
import { MarkdownContent } from "../../lib/markdown/MarkdownContent";
import "./legal.css";

const DEFAULT_TITLES = { terms: "Terms of Service", privacy: "Privacy Policy" } as const;

export function legalTitle(kind: "terms" | "privacy", block: ContentBlock | undefined): string {
  return block?.title || DEFAULT_TITLES[kind];
}

/**
 * A legal page (terms, privacy): title (with fallback), markdown content or a placeholder, back link. The markdown
 * becomes HTML on the server; no markdown code reaches the browser.
 */
/** `home`: the home page in the page's language. */
export function LegalPage({ kind, block, home = "/" }: { kind: "terms" | "privacy"; block: ContentBlock | undefined; home?: string }) {
  const markdown = (block?.content || block?.description || "").trim();
  return (
    <div className="container legal">
      <a className="legal-back" href={home}>
        <span aria-hidden="true">←</span> Back to Home
      </a>
      <article className="legal-card">
        <h1 className="legal-title">{legalTitle(kind, block)}</h1>
        {block?.updated_at && markdown && (
          <p className="legal-updated">
            Last updated <time dateTime={block.updated_at}>{new Date(block.updated_at).toISOString().slice(0, 10)}</time>
          </p>
        )}
        {markdown ? (
          <MarkdownContent markdown={markdown} />
        ) : (
          <p className="legal-placeholder">This content will be updated by the administrator. Please check back soon.</p>
        )}
      </article>
    </div>
  );
}
