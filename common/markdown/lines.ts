/** One line of a text: where it starts and ends (without its line ending) in the text. */
export interface Line {
  start: number;
  end: number;
}

/** The lines of `text` (a line ends at \n, \r\n or \r), found in one pass. */
export function* linesOf(text: string): Generator<Line> {
  let start = 0;
  while (start <= text.length) {
    let end = start;
    while (end < text.length && text[end] !== "\n" && text[end] !== "\r") end++;
    yield { start, end };
    if (end >= text.length) return;
    start = text[end] === "\r" && text[end + 1] === "\n" ? end + 2 : end + 1;
  }
}

/** True when the text between `start` and `end` holds only spaces and tabs. */
export function isBlank(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) if (text[i] !== " " && text[i] !== "\t") return false;
  return true;
}

/** How many spaces and tabs begin the text between `start` and `end`, as columns (a tab reaches the next multiple of 4). */
export function indentOf(text: string, start: number, end: number): number {
  let column = 0;
  for (let i = start; i < end; i++) {
    if (text[i] === " ") column++;
    else if (text[i] === "\t") column += 4 - (column % 4);
    else break;
  }
  return column;
}

/**
 * The fence a line opens (``` or ~~~, at least three, after at most three spaces): its character and length; null
 * for any other line. A backtick fence's info text has no backtick.
 */
export function fenceOpening(text: string, start: number, end: number): { marker: string; length: number } | null {
  let i = start;
  while (i < end && i - start < 3 && text[i] === " ") i++;
  const marker = text[i];
  if (marker !== "`" && marker !== "~") return null;
  let length = 0;
  while (i < end && text[i] === marker) {
    i++;
    length++;
  }
  if (length < 3) return null;
  if (marker === "`") for (let j = i; j < end; j++) if (text[j] === "`") return null;
  return { marker, length };
}

/** True when a line closes a fence of `marker` opened with `length` characters: as many or more, then only spaces. */
export function closesFence(text: string, start: number, end: number, fence: { marker: string; length: number }): boolean {
  let i = start;
  while (i < end && i - start < 3 && text[i] === " ") i++;
  let length = 0;
  while (i < end && text[i] === fence.marker) {
    i++;
    length++;
  }
  return length >= fence.length && isBlank(text, i, end);
}

/** True when a line is a thematic break: three or more of one of - * _, with spaces and tabs between. */
export function isThematicBreak(text: string, start: number, end: number): boolean {
  let marker = "";
  let count = 0;
  for (let i = start; i < end; i++) {
    const char = text[i];
    if (char === " " || char === "\t") continue;
    if (char !== "-" && char !== "*" && char !== "_") return false;
    if (marker && char !== marker) return false;
    marker = char;
    count++;
  }
  return count >= 3;
}
