import { createContext, useContext, type ReactNode } from "react";
import type { RenderedMarkdown } from "../../../../common/markdown/guarded";
import { plainMarkdownHtml } from "../../../../common/markdown/plainHtml";
import markdownCss from "../../lib/markdown/markdown.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const MARKDOWN_STYLES = stylesheet(markdownCss);

/** The page's markdown texts, rendered by the server beforehand: markdown → its HTML and plain text. */
export type RenderedMarkdownMap = ReadonlyMap<string, RenderedMarkdown>;

const RenderedMarkdownContext = createContext<RenderedMarkdownMap>(new Map());

/** Gives every component below it the page's rendered markdown (App sets it once). */
export function RenderedMarkdownProvider({ markdown, children }: { markdown: RenderedMarkdownMap; children: ReactNode }) {
  return <RenderedMarkdownContext.Provider value={markdown}>{children}</RenderedMarkdownContext.Provider>;
}

/** A markdown text as its plain words (meta descriptions, structured data): rendered, else the text as written. */
export function markdownPlainText(markdown: RenderedMarkdownMap, source: string): string {
  return markdown.get(source)?.text ?? source;
}

/**
 * A markdown text on a public page, as the HTML the server rendered beforehand (a text it has not rendered yet, as
 * escaped plain text marked `data-markdown="pending"`). The page never parses markdown itself.
 */
export function Markdown({ source, className }: { source: string; className?: string }) {
  useStylesheet(MARKDOWN_STYLES);
  const rendered = useContext(RenderedMarkdownContext).get(source);
  // Both are safe HTML: react-markdown's output without raw HTML, or every character escaped.
  const html = rendered?.html ?? plainMarkdownHtml(source);
  // A text still being rendered is marked, so a reader of the HTML can tell (the next visitor gets it rendered).
  return (
    <div
      className={className ? `markdown-body ${className}` : "markdown-body"}
      data-markdown={rendered ? undefined : "pending"}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
