/** Names longer than this are cut in a summary (the whole record is one click away in its tab). */
const NAME_CHARS = 80;

/** A record's name as a summary quotes it: `"VPS M"`; an empty name is `(no name)`. */
export function quoted(name: string | undefined | null): string {
  const trimmed = (name ?? "").trim().replace(/\s+/g, " ");
  if (trimmed === "") return "(no name)";
  return `"${trimmed.length > NAME_CHARS ? `${trimmed.slice(0, NAME_CHARS - 1)}…` : trimmed}"`;
}

/** "3 plans", "1 plan". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** "a, b and c". */
export function listInWords(parts: readonly string[]): string {
  return parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");
}

/** The text with its first letter in upper case. */
export function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
