import { renderToStaticMarkup } from "react-dom/server";
import Markdown from "react-markdown";
import type { RenderedMarkdown } from "../../../../common/markdown/guarded";
import { markdownComponents, remarkPlugins } from "./components";
import { treeText, type MarkdownNode } from "./treeText";

/**
 * One part of a markdown text as the pages show it (the markup inside `.markdown-body`) and as plain text, from a
 * single parse. Raw HTML is dropped (skipHtml), never rendered, and unsafe link protocols are removed by
 * react-markdown's default URL transform. No limits of its own: the server runs it within a time budget, part by
 * part (common/markdown/guarded.ts).
 */
export function renderMarkdownPart(source: string): RenderedMarkdown {
  let tree: MarkdownNode | null = null;
  // Runs after the others, so the text sees the tree as it is rendered (line breaks included).
  const keepTree = () => (parsed: MarkdownNode) => {
    tree = parsed;
  };
  const html = renderToStaticMarkup(
    <Markdown remarkPlugins={[...remarkPlugins, keepTree]} components={markdownComponents} skipHtml>
      {source}
    </Markdown>,
  );
  return { html, text: tree ? treeText(tree) : "" };
}
