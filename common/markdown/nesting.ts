import { closesFence, fenceOpening, indentOf, isBlank, isThematicBreak, linesOf } from "./lines";

/**
 * How deep block quotes and list items may nest in stored markdown. Deeper input is refused by the API (a 400
 * naming the field) and, where it is stored anyway (older data), shown as plain text: the markdown parser's work
 * and the renderer's recursion grow with the depth.
 */
export const MARKDOWN_MAX_DEPTH = 20;

/** The problem a field deeper than the limit reports. */
export const MARKDOWN_TOO_DEEP = `must not nest quotes or lists more than ${MARKDOWN_MAX_DEPTH} levels deep`;

/** An open container: a block quote, or a list item whose content starts `width` columns in. */
type Container = "quote" | number;

/** Reads one line from left to right. */
class Cursor {
  constructor(
    private readonly text: string,
    public at: number,
    private readonly end: number,
  ) {}

  blank(): boolean {
    return isBlank(this.text, this.at, this.end);
  }

  indent(): number {
    return indentOf(this.text, this.at, this.end);
  }

  /** Skips `columns` columns of spaces and tabs (a tab counts as the columns it fills). */
  skipColumns(columns: number): void {
    let column = 0;
    while (this.at < this.end && column < columns && (this.text[this.at] === " " || this.text[this.at] === "\t")) {
      column += this.text[this.at] === "\t" ? 4 - (column % 4) : 1;
      this.at++;
    }
  }

  /** A block quote marker after at most three spaces (and one space after it); false, reading nothing, without one. */
  takeQuoteMarker(): boolean {
    if (this.indent() > 3) return false;
    let i = this.at;
    while (i < this.end && (this.text[i] === " " || this.text[i] === "\t")) i++;
    if (this.text[i] !== ">") return false;
    i++;
    if (this.text[i] === " " || this.text[i] === "\t") i++;
    this.at = i;
    return true;
  }

  /**
   * A list item marker (- + * or 1–9 digits then . or )) after at most three spaces, followed by spaces or the line's
   * end: the width of the item's indent (marker, spaces and the spaces before it); 0, reading nothing, without one.
   */
  takeListMarker(): number {
    const lead = this.indent();
    if (lead > 3) return 0;
    let i = this.at;
    while (i < this.end && (this.text[i] === " " || this.text[i] === "\t")) i++;
    const markerStart = i;
    const char = this.text[i];
    if (char === "-" || char === "+" || char === "*") i++;
    else {
      while (i < this.end && i - markerStart < 9 && this.text[i] >= "0" && this.text[i] <= "9") i++;
      if (i === markerStart || (this.text[i] !== "." && this.text[i] !== ")")) return 0;
      i++;
    }
    const marker = i - markerStart;
    if (i < this.end && this.text[i] !== " " && this.text[i] !== "\t") return 0;
    let spaces = 0;
    while (i < this.end && spaces < 5 && (this.text[i] === " " || this.text[i] === "\t")) {
      i++;
      spaces++;
    }
    if (i >= this.end || spaces >= 5) spaces = 1;
    this.at = Math.min(this.end, markerStart + marker + spaces);
    return lead + marker + spaces;
  }

  /** True when the rest of the line begins a block of its own (so it cannot continue a paragraph lazily). */
  startsBlock(): boolean {
    if (this.indent() > 3) return false;
    let i = this.at;
    while (i < this.end && this.text[i] === " ") i++;
    const char = this.text[i];
    return char === "#" || char === ">" || fenceOpening(this.text, this.at, this.end) !== null || isThematicBreak(this.text, this.at, this.end);
  }
}

/**
 * How deep block quotes and list items nest in `markdown` at most, counting like a CommonMark parser does: a line
 * continues the containers whose markers or indentation it repeats, a paragraph's lazy line continues them all,
 * fenced code opens none. One pass over the lines; at most `stopAbove` + 1 containers are ever open, so a line
 * of a hundred thousand `>` costs what a short one does (the answer is then `stopAbove` + 1).
 */
export function markdownNestingDepth(markdown: string, stopAbove = MARKDOWN_MAX_DEPTH): number {
  const open: Container[] = [];
  let deepest = 0;
  let paragraph = false;
  let fence: { marker: string; length: number; depth: number } | null = null;
  for (const { start, end } of linesOf(markdown)) {
    const line = new Cursor(markdown, start, end);
    let matched = 0;
    for (; matched < open.length; matched++) {
      const container = open[matched];
      if (container === "quote") {
        if (!line.takeQuoteMarker()) break;
      } else if (!line.blank()) {
        if (line.indent() < container) break;
        line.skipColumns(container);
      }
    }
    if (fence) {
      if (matched >= fence.depth) {
        if (closesFence(markdown, line.at, end, fence)) fence = null;
        continue;
      }
      fence = null;
    }
    const opened: Container[] = [];
    while (matched + opened.length <= stopAbove && !isThematicBreak(markdown, line.at, end)) {
      if (line.takeQuoteMarker()) opened.push("quote");
      else {
        const width = line.takeListMarker();
        if (width === 0) break;
        opened.push(width);
      }
    }
    const lazy = opened.length === 0 && paragraph && !line.blank() && !line.startsBlock();
    if (!lazy) open.length = matched;
    for (const container of opened) open.push(container);
    deepest = Math.max(deepest, open.length);
    if (deepest > stopAbove) return deepest;
    const opening = line.indent() <= 3 ? fenceOpening(markdown, line.at, end) : null;
    if (opening) fence = { ...opening, depth: open.length };
    paragraph = !opening && !line.blank() && (paragraph || line.indent() < 4) && !line.startsBlock();
  }
  return deepest;
}

/** True when `markdown` nests no deeper than the limit. */
export function withinNestingLimit(markdown: string): boolean {
  return markdownNestingDepth(markdown) <= MARKDOWN_MAX_DEPTH;
}
