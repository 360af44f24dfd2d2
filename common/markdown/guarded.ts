import { markdownParts, referenceDefinitions } from "./parts";
import { plainMarkdownHtml } from "./plainHtml";

/** Markdown made ready for a page: its HTML, and its words as plain text (meta descriptions, structured data). */
export interface RenderedMarkdown {
  html: string;
  text: string;
}

/** Why a part of a text is shown as plain text. */
type MarkdownProblemReason = "too_deep" | "too_slow" | "failed";

export interface MarkdownProblem {
  reason: MarkdownProblemReason;
  /** Which part (1-based) of how many; a part is one or more top-level blocks. */
  part: number;
  parts: number;
  /** The part's first characters, on one line. */
  excerpt: string;
}

export interface GuardedMarkdown extends RenderedMarkdown {
  /** The parts shown as plain text, and why (empty when all of it rendered). */
  problems: MarkdownProblem[];
}

/** How long rendering may take: each part, and the whole text (parts after that are shown as plain text). */
export interface MarkdownBudget {
  partMs: number;
  textMs: number;
}

/** What running work within a time gave: its value, or why there is none. */
type WithinResult<T> = { ok: true; value: T } | { ok: false; reason: "too_slow" | "failed" };

/** Runs `work`, stopping it after `ms` milliseconds (only a runner that can stop running code can keep this promise). */
export type RunWithin = <T>(work: () => T, ms: number) => WithinResult<T>;

const EXCERPT_CHARS = 60;
/** A text of several parts is first tried in one go, within this share of one part's time. */
const TOGETHER_SHARE = 10;

/**
 * Renders `markdown` part by part (markdownParts): a part deeper than the nesting limit is never parsed, every
 * other part gets at most `budget.partMs`, and all of them together `budget.textMs` (a text whose parts all render
 * within a tenth of one part's time is rendered in one entry into the runner). A part that fails as a whole
 * is tried block by block, so one hostile block does not take its neighbours with it. Whatever cannot be rendered
 * is shown as plain, escaped text (plainMarkdownHtml) and named in `problems`.
 */
export function renderMarkdownWithin(
  markdown: string,
  renderPart: (source: string) => RenderedMarkdown,
  runWithin: RunWithin,
  budget: MarkdownBudget,
  now: () => number = () => performance.now(),
): GuardedMarkdown {
  const started = now();
  const parts = markdownParts(markdown);
  const definitions = parts.length > 1 ? referenceDefinitions(markdown) : "";
  const withDefinitions = (source: string) => (definitions ? `${source}\n\n${definitions}` : source);
  const html: string[] = [];
  const text: string[] = [];
  const problems: MarkdownProblem[] = [];

  const plain = (source: string, reason: MarkdownProblemReason, part: number) => {
    html.push(plainMarkdownHtml(source));
    text.push(source);
    problems.push({ reason, part: part + 1, parts: parts.length, excerpt: excerptOf(source) });
  };
  const attempt = (source: string): WithinResult<RenderedMarkdown> => {
    const left = budget.textMs - (now() - started);
    if (left <= 0) return { ok: false, reason: "too_slow" };
    return runWithin(() => renderPart(withDefinitions(source)), Math.min(budget.partMs, left));
  };
  const keep = (rendered: RenderedMarkdown) => {
    html.push(rendered.html);
    if (rendered.text) text.push(rendered.text);
  };

  // Entering the time-limited runner costs more than rendering a short part: a text of several parts is first
  // rendered in one go, within a tenth of one part's time (an ordinary text of 8 KB takes tens of milliseconds).
  // Only when that fails is it rendered part by part (below), so a hostile part still costs only itself; its text
  // then spends that tenth more.
  const renderable = parts.filter((part) => !part.tooDeep);
  if (renderable.length > 1) {
    const left = budget.textMs - (now() - started);
    const together =
      left > 0 ? runWithin(() => renderable.map((part) => renderPart(withDefinitions(part.source))), Math.min(budget.partMs / TOGETHER_SHARE, left)) : null;
    if (together?.ok) {
      const renderedParts = together.value;
      let next = 0;
      parts.forEach((part, index) => (part.tooDeep ? plain(part.source, "too_deep", index) : keep(renderedParts[next++])));
      return { html: html.join("\n"), text: text.join("\n\n"), problems };
    }
  }

  parts.forEach((part, index) => {
    if (part.tooDeep) return plain(part.source, "too_deep", index);
    const whole = attempt(part.source);
    if (whole.ok) return keep(whole.value);
    if (part.blocks.length === 1) return plain(part.source, whole.reason, index);
    for (const block of part.blocks) {
      const one = attempt(block);
      if (one.ok) keep(one.value);
      else plain(block, one.reason, index);
    }
  });
  return { html: html.join("\n"), text: text.join("\n\n"), problems };
}

/** The first characters of a text on one line, for a log message. */
function excerptOf(source: string): string {
  const head = source
    .slice(0, EXCERPT_CHARS * 2)
    .replace(/\s+/g, " ")
    .trim();
  return head.length > EXCERPT_CHARS ? `${head.slice(0, EXCERPT_CHARS)}…` : head;
}
