import { TokenType, type CSSToken } from "@csstools/css-tokenizer";
import { CSS_FUNCTIONS, CSS_PROPERTIES, SELECTOR_FUNCTIONS, STRING_PROPERTIES } from "./svgAllowList";

/**
 * Writes CSS back from tokens read by a real CSS tokenizer (escapes resolved), one allow-listed token at a time,
 * never copying source text it has not checked. A value that holds anything else (an escape, a URL other than
 * "#id", image-set(), a string where no font name is expected, an unknown function) is refused whole: the
 * caller drops the declaration, selector or attribute.
 */

/** Which tokens a piece of CSS may hold. */
interface Grammar {
  functions: ReadonlySet<string>;
  delims: ReadonlySet<string>;
  /** Quoted strings (font names, attribute selector values), made of plain characters only. */
  strings: boolean;
  /** url(#id), written either way (url(#a) or url("#a")). */
  urls: boolean;
  colons: boolean;
  squareBrackets: boolean;
  parens: boolean;
}

const VALUE: Grammar = {
  functions: CSS_FUNCTIONS,
  delims: new Set(["/", "+", "-", "*", "!"]),
  strings: false,
  urls: true,
  colons: false,
  squareBrackets: false,
  parens: true,
};
const FONT_VALUE: Grammar = { ...VALUE, strings: true };
const SELECTOR: Grammar = {
  functions: SELECTOR_FUNCTIONS,
  delims: new Set([".", "*", ">", "+", "~", "=", "|", "^", "$"]),
  strings: true,
  urls: false,
  colons: true,
  squareBrackets: true,
  parens: false,
};
const MEDIA_QUERY: Grammar = {
  functions: new Set(),
  delims: new Set(["<", ">", "=", "/"]),
  strings: false,
  urls: false,
  colons: true,
  squareBrackets: false,
  parens: true,
};

const IDENT = /^-?[A-Za-z_][\w-]*$/;
const NAME = /^[\w-]+$/;
const UNIT = /^[A-Za-z]+$/;
const STRING_TEXT = /^[\w .,-]*$/;
/** A reference to an element of the same document: "#" and an id. */
export const FRAGMENT = /^#[\w.:-]+$/;

/** `property:value` for an allowed property whose value passes, else null. */
export function writeDeclaration(property: string, tokens: readonly CSSToken[]): string | null {
  const name = property.toLowerCase();
  if (!CSS_PROPERTIES.has(name)) return null;
  const value = writeComponents(trimmed(tokens), STRING_PROPERTIES.has(name) ? FONT_VALUE : VALUE);
  return value ? `${name}:${value}` : null;
}

/** The value of an allowed property alone (a presentation attribute such as fill="…"), or null. */
export function writePropertyValue(property: string, tokens: readonly CSSToken[]): string | null {
  const declaration = writeDeclaration(property, tokens);
  return declaration === null ? null : declaration.slice(declaration.indexOf(":") + 1);
}

export function writeSelector(tokens: readonly CSSToken[]): string | null {
  return writeComponents(trimmed(tokens), SELECTOR) || null;
}

export function writeMediaQuery(tokens: readonly CSSToken[]): string | null {
  return writeComponents(trimmed(tokens), MEDIA_QUERY) || null;
}

const isBlank = (token: CSSToken) => token[0] === TokenType.Whitespace || token[0] === TokenType.Comment;

function trimmed(tokens: readonly CSSToken[]): readonly CSSToken[] {
  let start = 0;
  let end = tokens.length;
  while (start < end && isBlank(tokens[start])) start++;
  while (end > start && isBlank(tokens[end - 1])) end--;
  return tokens.slice(start, end);
}

/** The tokens written back, or null when one is not allowed, an escape is used or a bracket is left open. */
function writeComponents(tokens: readonly CSSToken[], grammar: Grammar): string | null {
  const closers: string[] = [];
  let out = "";
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index];
    // An escape can spell any name (\75rl( is url(): a logo never needs one, so its meaning is never guessed.
    if (token[1].includes("\\")) return null;
    switch (token[0]) {
      case TokenType.Whitespace:
        out += " ";
        break;
      case TokenType.Comment:
        out += "/**/"; // keeps the tokens on either side apart, as in the source
        break;
      case TokenType.Ident:
        if (!IDENT.test(token[4].value)) return null;
        out += token[4].value;
        break;
      case TokenType.Number:
      case TokenType.Percentage:
        out += token[1]; // digits, sign, point, exponent (and %): nothing else can be in these tokens
        break;
      case TokenType.Dimension:
        if (!UNIT.test(token[4].unit)) return null;
        out += token[1];
        break;
      case TokenType.Hash:
        if (!NAME.test(token[4].value)) return null;
        out += `#${token[4].value}`;
        break;
      case TokenType.Comma:
        out += ",";
        break;
      case TokenType.Delim:
        if (!grammar.delims.has(token[4].value)) return null;
        out += token[4].value;
        break;
      case TokenType.Colon:
        if (!grammar.colons) return null;
        out += ":";
        break;
      case TokenType.String:
        if (!grammar.strings || !STRING_TEXT.test(token[4].value)) return null;
        out += `"${token[4].value}"`;
        break;
      case TokenType.URL:
        if (!grammar.urls || !FRAGMENT.test(token[4].value)) return null;
        out += `url(${token[4].value})`;
        break;
      case TokenType.Function: {
        const name = token[4].value.toLowerCase();
        if (name === "url" && grammar.urls) {
          const url = quotedUrl(tokens, index + 1);
          if (!url) return null;
          out += `url(${url.fragment})`;
          index = url.end;
          break;
        }
        if (!grammar.functions.has(name) || !NAME.test(token[4].value)) return null;
        out += `${token[4].value}(`;
        closers.push(")");
        break;
      }
      case TokenType.OpenParen:
        if (!grammar.parens) return null;
        out += "(";
        closers.push(")");
        break;
      case TokenType.OpenSquare:
        if (!grammar.squareBrackets) return null;
        out += "[";
        closers.push("]");
        break;
      case TokenType.CloseParen:
      case TokenType.CloseSquare:
        if (closers.pop() !== token[1]) return null;
        out += token[1];
        break;
      default:
        return null; // at-keywords, bad strings and URLs, braces, semicolons, CDO/CDC, unicode ranges
    }
  }
  return closers.length === 0 ? out.trim() : null;
}

/** After `url(` as a function (the quoted form): blanks, one string naming "#id", blanks, `)`; else null. */
function quotedUrl(tokens: readonly CSSToken[], start: number): { fragment: string; end: number } | null {
  let index = start;
  while (index < tokens.length && isBlank(tokens[index])) index++;
  const string = tokens[index];
  if (string?.[0] !== TokenType.String || string[1].includes("\\") || !FRAGMENT.test(string[4].value)) return null;
  index++;
  while (index < tokens.length && isBlank(tokens[index])) index++;
  return tokens[index]?.[0] === TokenType.CloseParen ? { fragment: string[4].value, end: index } : null;
}
