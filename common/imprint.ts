/**
 * The imprint made from the company's details: markdown in the page's language, shown while the imprint has no
 * text of its own. The server (the page and the API) and the admin panel's preview make it with this one function.
 * Pure and without zod.
 */
import { listFormat } from "./intlFormats";
import { IMPRINT_TEXTS } from "./i18n/imprintTexts";
import type { Language } from "./i18n/languages";

/** The company's details the imprint states. */
export interface ImprintFacts {
  name: string;
  address: string;
  legal_form: string;
  managing_directors: readonly string[];
  register_court: string;
  register_number: string;
  vat_id: string;
  supervisory_authority: string;
  contact_email: string;
  phone: string;
}

/** Characters that can start markup anywhere in a line: each is escaped with a backslash, and then stands for itself. */
const INLINE_MARKUP = new Set("\\`*_[]<>#|~!&");
/** Characters that start a list, quote or heading rule at the start of a line. */
const LINE_START_MARKUP = new Set("-+=>");

/**
 * Text that markdown shows exactly as written, in one pass: the characters that could start markup escaped
 * (anywhere, and those that only matter at a line's start there; "1." at a line's start as well), every other
 * character as it is, so that addresses and names stay readable in the markdown the administrator may edit.
 * `lineStart`: false for a text that follows others on its line.
 */
export function markdownLiteral(text: string, lineStart = true): string {
  let out = "";
  let atStart = lineStart;
  let digits = "";
  for (const character of text) {
    if (atStart && character >= "0" && character <= "9") {
      digits += character;
      continue;
    }
    if (digits !== "") {
      out += digits + (character === "." || character === ")" ? "\\" : "");
      digits = "";
      atStart = false;
    }
    if (INLINE_MARKUP.has(character) || (atStart && LINE_START_MARKUP.has(character))) out += `\\${character}`;
    else out += character;
    atStart = false;
  }
  return out + digits;
}

/** The lines of a text, each trimmed, empty ones left out (so no line can start a code block or a list). */
function linesOf(text: string): string[] {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

/** A text on one line: its line breaks become spaces. */
function oneLine(text: string): string {
  return linesOf(text).join(" ");
}

/** "Label: value", the value escaped; null for an empty value. */
function labelled(label: string, value: string): string | null {
  const line = oneLine(value);
  return line ? `${label}: ${markdownLiteral(line, false)}` : null;
}

/** Lines that are set, one after the other (a line break between them); "" when none is. */
function paragraph(...lines: Array<string | null>): string {
  return lines.filter((line): line is string => line !== null && line !== "").join("\n");
}

/** A section: its heading and its paragraphs that are not empty; null when none has anything. */
function section(heading: string, ...paragraphs: string[]): string | null {
  const shown = paragraphs.filter((text) => text !== "");
  return shown.length > 0 ? [`## ${heading}`, ...shown].join("\n\n") : null;
}

/** A mailto link to an address (the API checked its form): the address shown escaped, its link percent-encoded. */
function mailLink(address: string): string {
  const target = `mailto:${encodeURI(address)}`.replace(/[()]/g, (bracket) => `\\${bracket}`);
  return `[${markdownLiteral(address, false)}](${target})`;
}

/**
 * The imprint's markdown in `language`: the company's name and address, legal form, managing directors, contact,
 * register court and number, VAT identification number and supervisory authority, each section only when it has
 * something to say. Empty when the company's details say nothing at all.
 */
export function imprintMarkdown(company: ImprintFacts, language: Language): string {
  const texts = IMPRINT_TEXTS[language];
  const names = company.managing_directors.map(oneLine).filter((name) => name !== "");
  const directors = names.length > 0 ? `${texts.representedBy}: ${markdownLiteral(listFormat(language, { type: "conjunction" }).format(names), false)}` : null;
  const name = oneLine(company.name);
  const email = company.contact_email.trim();
  const sections = [
    section(
      texts.provider,
      paragraph(name ? `**${markdownLiteral(name, false)}**` : null, ...linesOf(company.address).map((line) => markdownLiteral(line))),
      paragraph(labelled(texts.legalForm, company.legal_form), directors),
    ),
    section(texts.contact, paragraph(labelled(texts.phone, company.phone), email ? `${texts.email}: ${mailLink(email)}` : null)),
    section(texts.register, paragraph(labelled(texts.registerCourt, company.register_court), labelled(texts.registerNumber, company.register_number))),
    section(texts.vatId, markdownLiteral(oneLine(company.vat_id))),
    section(texts.supervisoryAuthority, markdownLiteral(oneLine(company.supervisory_authority))),
  ];
  return sections.filter((part): part is string => part !== null).join("\n\n");
}
