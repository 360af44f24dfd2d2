import Markdown from "react-markdown";
import { markdownParts, referenceDefinitions } from "../../../../common/markdown/parts";
import { plainMarkdownHtml } from "../../../../common/markdown/plainHtml";
import { markdownComponents, remarkPlugins } from "./components";
import "./markdown.css";

export interface MarkdownContentProps {
  markdown: string;
  className?: string;
}

/**
 * The admin panel's live preview of markdown, as the public pages show it: GitHub-flavoured markdown with line
 * breaks kept, raw HTML dropped (skipHtml), unsafe link protocols removed by react-markdown's default URL transform,
 * rendered in the same parts as the server renders it, and a block nested deeper than the limit shown as the same
 * escaped plain text. (The public pages get their markdown as HTML the server rendered beforehand, within a time
 * budget.)
 */
export function MarkdownContent({ markdown, className }: MarkdownContentProps) {
  const parts = markdownParts(markdown);
  const definitions = parts.length > 1 ? referenceDefinitions(markdown) : "";
  return (
    <div className={className ? `markdown-body ${className}` : "markdown-body"}>
      {parts.map((part, index) =>
        part.tooDeep ? (
          // Escaped text only (plainMarkdownHtml escapes every character).
          <div key={index} dangerouslySetInnerHTML={{ __html: plainMarkdownHtml(part.source) }} />
        ) : (
          <Markdown key={index} remarkPlugins={remarkPlugins} components={markdownComponents} skipHtml>
            {definitions ? `${part.source}\n\n${definitions}` : part.source}
          </Markdown>
        ),
      )}
    </div>
  );
}
