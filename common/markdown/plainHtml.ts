import { escapeHtml } from "../html";
import { isBlank, linesOf } from "./lines";

/**
 * Markdown shown as plain text, for a part that cannot be rendered: its paragraphs (lines between blank lines) as
 * `<p>` elements with their line breaks, every character escaped. One pass.
 */
export function plainMarkdownHtml(markdown: string): string {
  const paragraphs: string[] = [];
  let lines: string[] = [];
  const flush = () => {
    if (lines.length > 0) paragraphs.push(`<p>${lines.join("<br>\n")}</p>`);
    lines = [];
  };
  for (const { start, end } of linesOf(markdown)) {
    if (isBlank(markdown, start, end)) flush();
    else lines.push(escapeHtml(markdown.slice(start, end)));
  }
  flush();
  return paragraphs.join("\n");
}
