/**
 * Where a redirect the server builds from a request path may send a browser: a path on this site only. Browsers
 * read `//host`, `/\host` and `\\host` as another host (and drop tabs and line breaks before reading), so a
 * location built from what a visitor sent is reduced to a single leading `/` followed by neither `/` nor `\`,
 * and one with whitespace or control characters in it is refused. A single pass: the visitor's path may be long.
 */
export function localRedirectPath(location: string): string | null {
  let start = 0;
  while (start < location.length && (location[start] === "/" || location[start] === "\\")) start++;
  if (start === 0) return null;
  for (let i = start; i < location.length; i++) {
    const code = location.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f) return null;
  }
  return `/${location.slice(start)}`;
}
