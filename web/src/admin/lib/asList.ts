/** A list answer, or an empty list when the server sent something else (a failing block shows as empty, never crashes a tab). */
export function asList<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}
