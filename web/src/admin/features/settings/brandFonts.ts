import type { SiteFont } from "../../../../../common/siteLook";

/** The fonts as the select names them. */
export const FONT_NAMES: Record<SiteFont, string> = {
  system: "System (the visitor's own font, nothing to download)",
  inter: "Inter",
  "plus-jakarta-sans": "Plus Jakarta Sans",
  "source-sans-3": "Source Sans 3",
  "ibm-plex-sans": "IBM Plex Sans",
  "nunito-sans": "Nunito Sans",
};

const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

/** The CSS font-family of the preview: the font by name (shown where this computer has it), else the system's. */
export function fontStack(font: string): string {
  const name = FONT_NAMES[font as SiteFont];
  return !name || font === "system" ? SYSTEM_STACK : `"${name}", ${SYSTEM_STACK}`;
}
