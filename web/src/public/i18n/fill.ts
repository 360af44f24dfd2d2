/**
 * Texts with `{name}` placeholders. No catalog here: the enhancement modules may import this without taking any
 * catalog into the browser.
 */
const PLACEHOLDER = /\{(\w+)\}/g;

/** A text with its `{name}` placeholders filled in; a placeholder without a value stays as written. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The names of a text's placeholders, sorted ("{price} billed …" → ["price"]). */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]).sort();
}

/** A text split at its placeholders: literal parts and placeholder names alternate (literal first). */
export function splitAtPlaceholders(text: string): string[] {
  return text.split(PLACEHOLDER);
}
