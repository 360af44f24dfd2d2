import { createContext, useContext, type ReactNode } from "react";

/**
 * The public pages' CSS, sent with each page only as far as the page shows it. Each component imports its own CSS
 * as text (`import css from "./x.css?inline"`), registers it once with `stylesheet()` and names it with
 * `useStylesheet()` when it renders; the server puts the sheets a page rendered into that page's head, in the order
 * the modules registered them (the order one stylesheet of everything would have, so the cascade is the same).
 *
 * Why: every page is read in full before its first paint, and all of the site's CSS was most of a small page's
 * bytes; on a slow phone connection a page that fits the first round trip paints a round trip sooner (the status
 * page went from 12.1 to 7.0 KB with brotli).
 */
export interface Stylesheet {
  /** When its module registered it: the position of its CSS in the page's stylesheet. */
  readonly order: number;
  readonly css: string;
}

let registered = 0;
const everySheet: Stylesheet[] = [];

/** Registers a component's CSS (called once, at the top of its module). */
export function stylesheet(css: string): Stylesheet {
  const sheet = { order: registered++, css };
  everySheet.push(sheet);
  return sheet;
}

/** The CSS of every registered sheet, as one stylesheet (the whole site's CSS, for checking a page's own against). */
export function allStylesheets(): string {
  return joinSheets(everySheet);
}

/** The sheets one render named. */
export class StylesheetCollector {
  private readonly sheets = new Set<Stylesheet>();

  add(sheet: Stylesheet): void {
    this.sheets.add(sheet);
  }

  /** The named sheets as one stylesheet, in registration order. */
  css(): string {
    return joinSheets([...this.sheets]);
  }
}

/** Each CSS file is registered once (a sheet several components use has a module of its own). */
function joinSheets(sheets: readonly Stylesheet[]): string {
  return [...sheets]
    .sort((a, b) => a.order - b.order)
    .map((sheet) => sheet.css.trim())
    .filter(Boolean)
    .join("\n");
}

const StylesheetContext = createContext<StylesheetCollector | null>(null);

/** Collects the sheets of everything rendered below it (the server's render sets it once per page). */
export function StylesheetProvider({ collector, children }: { collector: StylesheetCollector; children: ReactNode }) {
  return <StylesheetContext.Provider value={collector}>{children}</StylesheetContext.Provider>;
}

/**
 * Says that the page shows this component's CSS. A sheet for something the component may leave out (no questions,
 * no promo code, no image) is named only when it shows it: `useStylesheet(items.length > 0 && FAQ_STYLES)`.
 */
export function useStylesheet(...sheets: (Stylesheet | false)[]): void {
  const collector = useContext(StylesheetContext);
  for (const sheet of sheets) if (sheet) collector?.add(sheet);
}
