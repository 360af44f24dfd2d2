import type { ComponentType } from "react";
import type { ContentBlock } from "../../../../common/contracts";
import "../../lib/markdown/markdown.css";
import "./legal.css";

export type MarkdownRenderer = ComponentType<{ markdown: string }>;

const DEFAULT_TITLES = { terms: "Terms of Service", privacy: "Privacy Policy" } as const;

export function legalTitle(kind: "terms" | "privacy", block: ContentBlock | undefined): string {
  return block?.title || DEFAULT_TITLES[kind];
}

/** A legal page (terms, privacy): title (with fallback), markdown content or a placeholder, back link. */
export function LegalPage({ kind, block, Markdown }: { kind: "terms" | "privacy"; block: ContentBlock | undefined; Markdown?: MarkdownRenderer }) {
  const markdown = (block?.content || block?.description || "").trim();
  return (
    <div className="container legal">
      <a className="legal-back" href="/">
        <span aria-hidden="true">←</span> Back to Home
      </a>
      <article className="legal-card">
        <h1 className="legal-title">{legalTitle(kind, block)}</h1>
        {block?.updated_at && markdown && (
          <p className="legal-updated">
            Last updated <time dateTime={block.updated_at}>{new Date(block.updated_at).toISOString().slice(0, 10)}</time>
          </p>
        )}
        {markdown && Markdown ? (
          <Markdown markdown={markdown} />
        ) : (
          <p className="legal-placeholder">This content will be updated by the administrator. Please check back soon.</p>
        )}
      </article>
    </div>
  );
}
