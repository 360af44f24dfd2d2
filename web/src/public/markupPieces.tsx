import { createContext, useContext, type ReactNode } from "react";

/**
 * A page's large markup strings (a grid's plan cards, written as strings by planCardMarkup) kept apart from React's
 * output until the page is turned into bytes. One character outside Latin-1 anywhere in a page (an arrow, a dash, an
 * "ł") makes V8 store the whole joined page two bytes per character; encoded piece by piece, the cards of a big
 * catalogue (most of its home page, and in most languages Latin-1 only) never are. The page render worker encodes
 * the pieces one by one (`render-worker.js`); `render` joins them.
 *
 * React writes a placeholder comment for each piece (its mark is made per render, so no text of the page can be
 * taken for one: stored texts are escaped, and markdown's HTML leaves out comments), and `pieces` splits the
 * output there.
 */
export class MarkupPieces {
  private readonly mark = `piece-${Math.random().toString(36).slice(2, 12)}`;
  private readonly markups: string[] = [];

  /** What React writes in place of `markup`. */
  placeholder(markup: string): string {
    this.markups.push(markup);
    return `<!--${this.mark}:${this.markups.length - 1}-->`;
  }

  /** React's output with each placeholder's markup in its place, as pieces in order (joined: the page). */
  pieces(html: string): string[] {
    if (this.markups.length === 0) return [html];
    const parts = html.split(new RegExp(`<!--${this.mark}:(\\d+)-->`));
    // Split with the index captured: page text, index, page text, …, page text.
    return parts.map((part, at) => (at % 2 === 1 ? this.markups[Number(part)] : part)).filter((piece) => piece !== "");
  }
}

const MarkupPiecesContext = createContext<MarkupPieces | null>(null);

/** Keeps the large markup rendered below it apart (the server's render sets it once per page). */
export function MarkupPiecesProvider({ pieces, children }: { pieces: MarkupPieces; children: ReactNode }) {
  return <MarkupPiecesContext.Provider value={pieces}>{children}</MarkupPiecesContext.Provider>;
}

/** `markup` as a component puts it in with `dangerouslySetInnerHTML`: a placeholder when the page is kept in pieces. */
export function useMarkupPiece(markup: string): string {
  const pieces = useContext(MarkupPiecesContext);
  return pieces ? pieces.placeholder(markup) : markup;
}
