/** What the text needs of a markdown syntax-tree node (mdast). */
export interface MarkdownNode {
  type: string;
  value?: string;
  alt?: string | null;
  children?: MarkdownNode[];
}

/** Nodes whose children are blocks (one per line); the children of any other node run on in one line. */
const BLOCK_CONTAINERS = new Set(["root", "blockquote", "list", "listItem", "table", "footnoteDefinition"]);

/**
 * A markdown syntax tree as plain text: the words without markup, link text without addresses, image
 * descriptions, one block per line and paragraphs apart. Raw HTML is dropped, as on the pages. For meta
 * descriptions and structured data (JSON-LD), which want text.
 */
export function treeText(tree: MarkdownNode): string {
  return textOf(tree)
    .split("\n")
    .map((line) => line.trimEnd())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function textOf(node: MarkdownNode): string {
  switch (node.type) {
    case "text":
    case "inlineCode":
    case "code":
      return node.value ?? "";
    case "break":
      return "\n";
    case "image":
      return node.alt ?? "";
    case "html":
    case "thematicBreak":
    case "definition":
      return "";
    case "tableRow":
      return (node.children ?? []).map(textOf).join(" | ");
  }
  const children = (node.children ?? []).map(textOf);
  if (!BLOCK_CONTAINERS.has(node.type)) return children.join("");
  return children.filter((text) => text.trim() !== "").join(node.type === "root" ? "\n\n" : "\n");
}
