const SPECIAL_CHARACTER = /[&<>"']/;

/**
 * Escapes text for HTML and XML, in element content and in quoted attribute values (both quote kinds). One
 * implementation for the server's pages, the maintenance page, the sitemap, e-mails and the public site's head tags.
 */
export function escapeHtml(value: string): string {
  // Most texts have nothing to escape: a page of hundreds of plan cards escapes thousands of them.
  if (!SPECIAL_CHARACTER.test(value)) return value;
  return value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const SINGLE_QUOTED_SPECIAL = /[&<>']/g;
const SINGLE_QUOTED_ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", "'": "&#39;" };

/**
 * An attribute as markup (` name="value"`), its value escaped. A value with double quotes (JSON for a script) is
 * single-quoted instead, its double quotes left as they are: escaped, each would take six characters, and a page of
 * hundreds of plan cards carries such a value on every card.
 */
export function attributeMarkup(name: string, value: string): string {
  if (!value.includes('"')) return ` ${name}="${escapeHtml(value)}"`;
  return ` ${name}='${value.replace(SINGLE_QUOTED_SPECIAL, (character) => SINGLE_QUOTED_ENTITIES[character])}'`;
}

/**
 * CSS as an inline `<style>` block (the Content-Security-Policy allows inline styles): nothing in the CSS can close
 * the block. Empty CSS makes no block.
 */
export function styleBlock(css: string): string {
  return css ? `<style>${css.replace(/<\/style/gi, "<\\/style")}</style>` : "";
}
