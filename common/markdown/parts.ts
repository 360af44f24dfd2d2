import { closesFence, fenceOpening, indentOf, isBlank, linesOf } from "./lines";
import { MARKDOWN_MAX_DEPTH, markdownNestingDepth } from "./nesting";

/** Parts of a long text are rendered one by one, each within its own time; blocks are joined up to this size. */
const MARKDOWN_PART_CHARS = 8_000;
/** Link reference definitions are repeated in every part of a long text up to this much text of them. */
const DEFINITIONS_CHARS = 4_000;

/** A part of a markdown text, rendered on its own: whole top-level blocks, or one block deeper than the limit. */
export interface MarkdownPart {
  /** The part's text, exactly as it stands in the whole. */
  source: string;
  /** Each top-level block of the part (a part that cannot be rendered as a whole is tried block by block). */
  blocks: string[];
  /** The part nests deeper than the limit: it is shown as plain text, never parsed. */
  tooDeep: boolean;
}

/** Raw HTML blocks that may hold blank lines run until these ends (CommonMark's HTML blocks of kinds 1–5). */
const HTML_BLOCK_ENDS: [opening: string, end: string][] = [
  ["<!--", "-->"],
  ["<script", "</script>"],
  ["<pre", "</pre>"],
  ["<style", "</style>"],
  ["<textarea", "</textarea>"],
  ["<![CDATA[", "]]>"],
  ["<?", "?>"],
];

/** The end a line's raw HTML block waits for, when the line opens one that does not end on the same line. */
function htmlBlockEnd(text: string, start: number, end: number): string | null {
  let at = start;
  while (at < end && at - start < 3 && text[at] === " ") at++;
  if (text[at] !== "<") return null;
  const head = text.slice(at, Math.min(end, at + 10)).toLowerCase();
  const found = HTML_BLOCK_ENDS.find(([opening]) => head.startsWith(opening));
  if (!found) return null;
  return containsWithin(text, found[1], at + found[0].length, end) ? null : found[1];
}

/** True when `needle` occurs in `text` between `from` and `to`; the search never reads past `to`. */
function containsWithin(text: string, needle: string, from: number, to: number): boolean {
  for (let at = from; at + needle.length <= to; at++) {
    if (text.startsWith(needle, at)) return true;
  }
  return false;
}

/**
 * The top-level blocks of `markdown`, as [start, end) offsets: a new block starts at a line that begins at the left
 * margin after a blank line, outside fenced code and raw HTML blocks (nothing before such a line can continue into
 * it). One pass over the lines.
 */
export function markdownBlocks(markdown: string): [start: number, end: number][] {
  const blocks: [number, number][] = [];
  let blockStart = -1;
  let lastEnd = 0;
  let afterBlank = false;
  let fence: { marker: string; length: number } | null = null;
  let htmlEnd: string | null = null;
  for (const { start, end } of linesOf(markdown)) {
    if (fence) {
      if (closesFence(markdown, start, end, fence)) fence = null;
      lastEnd = end;
      continue;
    }
    if (htmlEnd) {
      if (containsWithin(markdown, htmlEnd, start, end)) htmlEnd = null;
      lastEnd = end;
      continue;
    }
    if (isBlank(markdown, start, end)) {
      afterBlank = blockStart !== -1;
      continue;
    }
    if (blockStart === -1) blockStart = start;
    else if (afterBlank && indentOf(markdown, start, end) === 0) {
      blocks.push([blockStart, lastEnd]);
      blockStart = start;
    }
    afterBlank = false;
    lastEnd = end;
    fence = indentOf(markdown, start, end) <= 3 ? fenceOpening(markdown, start, end) : null;
    if (!fence) htmlEnd = htmlBlockEnd(markdown, start, end);
  }
  if (blockStart !== -1) blocks.push([blockStart, lastEnd]);
  return blocks;
}

/**
 * `markdown` in parts to render one by one: consecutive top-level blocks joined up to `maxChars` (a longer block is
 * a part of its own), and each block deeper than the nesting limit a part of its own, marked `tooDeep`.
 */
export function markdownParts(markdown: string, maxChars = MARKDOWN_PART_CHARS): MarkdownPart[] {
  const parts: MarkdownPart[] = [];
  let group: [number, number][] = [];
  const flush = () => {
    if (group.length === 0) return;
    const source = markdown.slice(group[0][0], group[group.length - 1][1]);
    parts.push({ source, blocks: group.map(([start, end]) => markdown.slice(start, end)), tooDeep: false });
    group = [];
  };
  for (const block of markdownBlocks(markdown)) {
    const text = markdown.slice(block[0], block[1]);
    if (markdownNestingDepth(text) > MARKDOWN_MAX_DEPTH) {
      flush();
      parts.push({ source: text, blocks: [text], tooDeep: true });
      continue;
    }
    if (group.length > 0 && block[1] - group[0][0] > maxChars) flush();
    group.push(block);
  }
  flush();
  return parts;
}

/**
 * The link reference definitions of a text (`[label]: address`, each on a line of its own outside code) when there
 * are few enough to repeat in every part of it, so a link in one part finds a definition written in another; ""
 * otherwise.
 */
export function referenceDefinitions(markdown: string): string {
  const found: string[] = [];
  let size = 0;
  let fence: { marker: string; length: number } | null = null;
  for (const { start, end } of linesOf(markdown)) {
    if (fence) {
      if (closesFence(markdown, start, end, fence)) fence = null;
      continue;
    }
    const indent = indentOf(markdown, start, end);
    fence = indent <= 3 ? fenceOpening(markdown, start, end) : null;
    if (fence || indent > 3) continue;
    const open = start + indent;
    if (markdown[open] !== "[" || markdown[open + 1] === "^") continue;
    let close = open + 1;
    while (close < end && markdown[close] !== "]") close++;
    if (close === open + 1 || markdown[close + 1] !== ":" || close + 1 >= end) continue;
    size += end - start + 1;
    if (size > DEFINITIONS_CHARS) return "";
    found.push(markdown.slice(start, end));
  }
  return found.join("\n");
}
