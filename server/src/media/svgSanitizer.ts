import { SaxesParser, type SaxesTagNS } from "saxes";
import { cleanStyleSheet } from "./cssCleaner";
import { escapeText, writeAttributes } from "./svgAttributes";
import { ALLOWED_ELEMENTS, SVG_NS, TEXT_ELEMENTS, TEXT_ONLY_ELEMENTS, UNWRAPPED_ELEMENTS, XLINK_NS } from "./svgAllowList";
import { TimeBudget } from "./timeBudget";

/** Elements nested deeper than this refuse the file (a logo needs a few levels; thousands exhaust renderers). */
const MAX_SVG_DEPTH = 100;
/** More elements than this refuse the file (a detailed logo has a few hundred; it bounds the work of any file). */
export const MAX_SVG_ELEMENTS = 25_000;
/** More attributes than this on one element refuse the file. */
const MAX_SVG_ATTRIBUTES = 100;
/** More CSS than this in <style> elements refuses the file (a logo has a few kilobytes; it bounds each CSS token). */
const MAX_SVG_STYLE_CHARS = 128 * 1024;
/** Cleaning that takes more work than this (CPU time, TimeBudget) refuses the file, so no upload or restore holds the server for long. */
const SVG_CLEANING_LIMIT_MS = 500;
/** Bytes (or characters) handed to the XML parser at a time, between checks of the time budget. */
const CHUNK = 4 * 1024;

export class SvgRejected extends Error {}

/** One open element of the source, and what became of it. */
interface Frame {
  /** The name written out, or null when the element and everything inside it are left out. */
  written: string | null;
  /** Its text is kept (text, title, …), collected as CSS (style) or dropped. */
  text: "keep" | "css" | "drop";
  /** Elements inside it are left out (title, desc, style). */
  textOnly: boolean;
  css: string;
}

/** The frame of an element that is left out (or already closed): its content is left out too. */
const LEFT_OUT: Frame = { written: null, text: "drop", textOnly: true, css: "" };

/**
 * Rebuilds an uploaded SVG from an allow-list (svgAllowList.ts), reading it with a streaming XML parser: only
 * allowed SVG elements, their allowed attributes with checked values, the text of text elements and a <style>
 * sheet rebuilt from its CSS tokens are written out. Nothing in the result can load anything: the only
 * references left point into the file itself (href="#id", url(#id)). No DOCTYPE, entity, comment, processing
 * instruction, script, handler, foreignObject, image or animation survives. The work is linear in the size of
 * the file and shares the event loop; it is refused (SvgRejected) when the file is not well-formed XML, its
 * root is not <svg>, it has more than MAX_SVG_ELEMENTS elements, it nests deeper than MAX_SVG_DEPTH, an element has more than MAX_SVG_ATTRIBUTES, its style
 * sheets are longer than MAX_SVG_STYLE_CHARS, or cleaning it takes longer than SVG_CLEANING_LIMIT_MS.
 */
export async function sanitizeSvg(source: string | Uint8Array, limitMs = SVG_CLEANING_LIMIT_MS): Promise<string> {
  const budget = new TimeBudget(
    limitMs,
    () => new SvgRejected(`The SVG is too large or too complex to clean in ${limitMs / 1000} s: simplify it or upload a PNG`),
  );
  const writer = new SvgWriter();
  const parser = new SaxesParser({ xmlns: true, position: false });
  let attributes = 0;
  let elements = 0;
  parser.on("error", (error) => {
    throw new SvgRejected(`The file is not a well-formed SVG image (${error.message.replace(/\.$/, "").slice(0, 200)})`);
  });
  parser.on("opentagstart", () => {
    attributes = 0;
    if (++elements > MAX_SVG_ELEMENTS) throw new SvgRejected(`The SVG has more than ${MAX_SVG_ELEMENTS} elements: simplify it or upload a PNG`);
    if (writer.depth >= MAX_SVG_DEPTH) throw new SvgRejected(`The SVG is nested too deeply (more than ${MAX_SVG_DEPTH} levels of elements)`);
  });
  parser.on("attribute", () => {
    if (++attributes > MAX_SVG_ATTRIBUTES) throw new SvgRejected(`An element of the SVG has more than ${MAX_SVG_ATTRIBUTES} attributes`);
  });
  parser.on("opentag", (tag) => writer.open(tag));
  parser.on("closetag", (tag) => writer.close(tag));
  parser.on("text", (text) => writer.text(text));
  parser.on("cdata", (text) => writer.text(text));

  for (const chunk of chunksOf(source)) {
    parser.write(chunk);
    await budget.pause();
  }
  parser.close();
  return writer.finish(budget);
}

/** The source in pieces of CHUNK, bytes decoded as UTF-8 as they come (a byte-order mark is dropped). */
function* chunksOf(source: string | Uint8Array): Generator<string> {
  if (typeof source === "string") {
    const text = source.startsWith("\uFEFF") ? source.slice(1) : source;
    for (let offset = 0; offset < text.length; offset += CHUNK) yield text.slice(offset, offset + CHUNK);
    return;
  }
  const decoder = new TextDecoder("utf-8");
  for (let offset = 0; offset < source.length; offset += CHUNK) yield decoder.decode(source.subarray(offset, offset + CHUNK), { stream: true });
  yield decoder.decode();
}

/** Writes the cleaned file as the parser reports elements; style sheets are cleaned at the end, in turn with other work. */
class SvgWriter {
  private readonly parts: string[] = [];
  private readonly frames: Frame[] = [];
  /** Where each <style> sheet goes in `parts`, and its source text. */
  private readonly sheets: { index: number; css: string }[] = [];
  /** Where each piece of text goes in `parts`, and the text (escaped at the end, in turn with other work). */
  private readonly texts: { index: number; text: string }[] = [];
  private sawRoot = false;
  private styleChars = 0;

  get depth(): number {
    return this.frames.length;
  }

  open(tag: SaxesTagNS): void {
    const parent = this.frames[this.frames.length - 1];
    if (!this.sawRoot) {
      this.sawRoot = true;
      if (tag.local !== "svg" || !isSvgNamespace(tag.uri)) throw new SvgRejected("The file is not an SVG image: its root element is not <svg>");
    }
    const name = parent && (parent.written === null || parent.textOnly) ? null : writtenName(tag);
    if (name === null) {
      this.frames.push(LEFT_OUT);
      return;
    }
    let start = `<${name}`;
    if (!parent) start += ` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`;
    if (name !== "style") start += writeAttributes(name, tag.attributes);
    if (tag.isSelfClosing) {
      this.parts.push(`${start}/>`);
      this.frames.push(LEFT_OUT); // closed at once: nothing goes inside it
      return;
    }
    this.parts.push(`${start}>`);
    this.frames.push({
      written: name,
      text: name === "style" ? "css" : TEXT_ELEMENTS.has(name) ? "keep" : "drop",
      textOnly: TEXT_ONLY_ELEMENTS.has(name),
      css: "",
    });
  }

  close(_tag: SaxesTagNS): void {
    const frame = this.frames.pop();
    if (!frame?.written) return;
    if (frame.text === "css") {
      this.sheets.push({ index: this.parts.length, css: frame.css });
      this.parts.push("");
    }
    this.parts.push(`</${frame.written}>`);
  }

  text(text: string): void {
    const frame = this.frames[this.frames.length - 1];
    if (!frame || frame.written === null) return;
    if (frame.text === "keep") {
      this.texts.push({ index: this.parts.length, text });
      this.parts.push("");
    } else if (frame.text === "css") {
      this.styleChars += text.length;
      if (this.styleChars > MAX_SVG_STYLE_CHARS) throw new SvgRejected(`The SVG's <style> sheets are longer than ${MAX_SVG_STYLE_CHARS / 1024} KB`);
      frame.css += text;
    }
  }

  async finish(budget: TimeBudget): Promise<string> {
    for (const { index, text } of this.texts) {
      let escaped = "";
      for (let offset = 0; offset < text.length; offset += CHUNK) {
        escaped += escapeText(text.slice(offset, offset + CHUNK));
        await budget.pause();
      }
      this.parts[index] = escaped;
    }
    for (const sheet of this.sheets) this.parts[sheet.index] = escapeText(await cleanStyleSheet(sheet.css, budget));
    return this.parts.join("");
  }
}

/** Elements outside the SVG namespace are left out; an element with no namespace is read as SVG. */
const isSvgNamespace = (uri: string | undefined) => uri === SVG_NS || uri === "" || uri === undefined;

/** The name an element is written with, or null when it is left out with everything inside it. */
function writtenName(tag: SaxesTagNS): string | null {
  if (!isSvgNamespace(tag.uri)) return null;
  if (UNWRAPPED_ELEMENTS.has(tag.local)) return "g";
  return ALLOWED_ELEMENTS.has(tag.local) ? tag.local : null;
}
