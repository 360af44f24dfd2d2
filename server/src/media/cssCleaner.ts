import { tokenize, tokenizer, TokenType, type CSSToken } from "@csstools/css-tokenizer";
import { writeDeclaration, writeMediaQuery, writePropertyValue, writeSelector } from "./cssValues";
import type { TimeBudget } from "./timeBudget";

/** Brackets nested deeper than this end the reading: the rest of the sheet is left out. */
const MAX_NESTING = 32;
/** Tokens kept for one selector, media query or declaration value; a longer one is refused. */
const MAX_PIECE_TOKENS = 512;
/** Tokens read between two checks of the time budget. */
const TOKENS_PER_SLICE = 128;

type State =
  /** Between rules (at the top, or inside @media). */
  | "rules"
  | "atRulePrelude"
  | "rulePrelude"
  /** Inside a rule that is left out, until its closing brace. */
  | "skipBlock"
  | "declarations"
  | "declarationColon"
  | "declarationValue"
  /** A declaration that is left out, until `;` or the end of its block. */
  | "skipDeclaration";

const OPENERS: Partial<Record<string, string>> = {
  [TokenType.OpenParen]: ")",
  [TokenType.Function]: ")",
  [TokenType.OpenSquare]: "]",
  [TokenType.OpenCurly]: "}",
};

/**
 * Rebuilds CSS from a stream of tokens (CSS Syntax 3 structure: rules, @media blocks, declarations), keeping
 * only style rules whose selector passes and, inside them, declarations of allowed properties whose value
 * passes (cssValues.ts). Every other at-rule (@import, @font-face, …) is left out with its block. Constant work
 * per token, a bounded buffer per piece: the time is linear in the length of the sheet.
 */
class CssCleaner {
  private readonly out: string[] = [];
  private state: State;
  /** Closing brackets expected, innermost last, relative to the start of the piece being read. */
  private closers: string[] = [];
  private piece: CSSToken[] = [];
  private pieceTooLong = false;
  private atRule = "";
  private property = "";
  private inMedia = false;
  private result: string | null = null;

  /** A whole style sheet (`<style>`), or the declarations of a style attribute. */
  constructor(private readonly mode: "sheet" | "declarations") {
    this.state = mode === "sheet" ? "rules" : "declarations";
  }

  push(token: CSSToken): void {
    if (this.result !== null) return;
    const type = token[0];
    const topLevel = this.closers.length === 0;
    switch (this.state) {
      case "rules":
        if (type === TokenType.Whitespace || type === TokenType.Comment || type === TokenType.CDO || type === TokenType.CDC) return;
        if (type === TokenType.CloseCurly) return this.closeMedia();
        if (type === TokenType.AtKeyword) {
          this.atRule = token[1].includes("\\") ? "" : token[4].value.toLowerCase();
          return this.startPiece("atRulePrelude");
        }
        this.startPiece("rulePrelude");
        return this.collect(token);
      case "atRulePrelude":
        if (topLevel && type === TokenType.Semicolon) {
          this.state = "rules";
          return;
        }
        if (topLevel && type === TokenType.CloseCurly) {
          this.state = "rules";
          return this.closeMedia();
        }
        if (topLevel && type === TokenType.OpenCurly) return this.openAtRuleBlock();
        return this.collect(token);
      case "rulePrelude":
        if (topLevel && type === TokenType.CloseCurly) {
          this.state = "rules";
          return this.closeMedia();
        }
        if (topLevel && type === TokenType.OpenCurly) {
          const selector = this.pieceTooLong ? null : writeSelector(this.piece);
          if (selector === null) return this.skipBlock();
          this.out.push(`${selector}{`);
          this.state = "declarations";
          return;
        }
        return this.collect(token);
      case "skipBlock":
        this.track(token);
        if (this.closers.length === 0) this.state = "rules";
        return;
      case "declarations":
        if (type === TokenType.Whitespace || type === TokenType.Comment || type === TokenType.Semicolon) return;
        if (type === TokenType.CloseCurly) return this.closeRule();
        if (type === TokenType.Ident && !token[1].includes("\\")) {
          this.property = token[4].value;
          this.state = "declarationColon";
          return;
        }
        this.state = "skipDeclaration";
        return this.push(token);
      case "declarationColon":
        if (type === TokenType.Whitespace || type === TokenType.Comment) return;
        if (type === TokenType.Colon) return this.startPiece("declarationValue");
        this.state = "skipDeclaration";
        return this.push(token);
      case "declarationValue":
        if (topLevel && (type === TokenType.Semicolon || type === TokenType.CloseCurly)) {
          const declaration = this.pieceTooLong ? null : writeDeclaration(this.property, this.piece);
          if (declaration !== null) this.out.push(`${declaration};`);
          this.state = "declarations";
          if (type === TokenType.CloseCurly) this.closeRule();
          return;
        }
        return this.collect(token);
      case "skipDeclaration":
        if (topLevel && type === TokenType.Semicolon) {
          this.state = "declarations";
          return;
        }
        if (topLevel && type === TokenType.CloseCurly) return this.closeRule();
        this.track(token);
        return;
    }
  }

  /** The rebuilt CSS; what is still open (a rule, @media) is closed. Nothing is read after this. */
  finish(): string {
    if (this.result !== null) return this.result;
    if (this.state === "declarationValue" && this.closers.length === 0 && !this.pieceTooLong) {
      const declaration = writeDeclaration(this.property, this.piece);
      if (declaration !== null) this.out.push(`${declaration};`);
    }
    const inRule = this.state === "declarations" || this.state === "declarationColon" || this.state === "declarationValue" || this.state === "skipDeclaration";
    if (this.mode === "sheet" && inRule) this.out.push("}");
    if (this.inMedia) this.out.push("}");
    const css = this.out.join("");
    // A style attribute has no braces; its last declaration needs no semicolon.
    this.result = this.mode === "declarations" && css.endsWith(";") ? css.slice(0, -1) : css;
    return this.result;
  }

  private startPiece(state: State): void {
    this.state = state;
    this.piece = [];
    this.pieceTooLong = false;
    this.closers = [];
  }

  private collect(token: CSSToken): void {
    if (this.piece.length < MAX_PIECE_TOKENS) this.piece.push(token);
    else this.pieceTooLong = true;
    this.track(token);
  }

  /** Follows brackets; past MAX_NESTING the rest of the sheet is left out. */
  private track(token: CSSToken): void {
    const closer = OPENERS[token[0]];
    if (closer) {
      this.closers.push(closer);
      if (this.closers.length > MAX_NESTING) this.finish();
    } else if (token[1] === this.closers[this.closers.length - 1] && isCloser(token)) {
      this.closers.pop();
    }
  }

  private openAtRuleBlock(): void {
    const query = this.atRule === "media" && !this.inMedia && !this.pieceTooLong ? writeMediaQuery(this.piece) : null;
    if (query === null) return this.skipBlock();
    this.out.push(`@media ${query}{`);
    this.inMedia = true;
    this.state = "rules";
  }

  private skipBlock(): void {
    this.state = "skipBlock";
    this.closers = ["}"];
  }

  private closeRule(): void {
    if (this.mode === "declarations") {
      this.state = "skipDeclaration"; // a stray brace in a style attribute: the junk up to the next `;` is left out
      return;
    }
    this.out.push("}");
    this.state = "rules";
  }

  private closeMedia(): void {
    if (!this.inMedia) return;
    this.out.push("}");
    this.inMedia = false;
  }
}

const isCloser = (token: CSSToken) => token[0] === TokenType.CloseParen || token[0] === TokenType.CloseSquare || token[0] === TokenType.CloseCurly;

const ignoreParseErrors = { onParseError: () => {} };

/** A `<style>` sheet rebuilt from the allow-list, read token by token with the time budget checked as it goes. */
export async function cleanStyleSheet(css: string, budget: TimeBudget): Promise<string> {
  const source = tokenizer({ css }, ignoreParseErrors);
  const cleaner = new CssCleaner("sheet");
  for (let count = 1; ; count++) {
    const token = source.nextToken();
    if (token[0] === TokenType.EOF) break;
    cleaner.push(token);
    if (count % TOKENS_PER_SLICE === 0) await budget.pause();
  }
  return cleaner.finish();
}

/** A style attribute rebuilt from the allow-list ("" when nothing is left). Callers bound its length. */
export function cleanDeclarations(css: string): string {
  const cleaner = new CssCleaner("declarations");
  for (const token of tokenize({ css }, ignoreParseErrors)) if (token[0] !== TokenType.EOF) cleaner.push(token);
  return cleaner.finish();
}

/** A presentation attribute's value (fill="…") read as the property's CSS value, or null. Callers bound its length. */
export function cleanPropertyValue(property: string, value: string): string | null {
  const tokens = tokenize({ css: value }, ignoreParseErrors).filter((token) => token[0] !== TokenType.EOF);
  return writePropertyValue(property, tokens);
}
