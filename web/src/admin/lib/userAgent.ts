/** User agents shortened for lists (sessions, activity). */

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, "Edge"],
  [/OPR\/(\d+)/, "Opera"],
  [/Electron\/(\d+)/, "Desktop app"],
  [/Firefox\/(\d+)/, "Firefox"],
  [/(?:Headless)?Chrom(?:e|ium)\/(\d+)/, "Chrome"],
  // (\d+)(?:\.[.\d]*)? reads the same versions as (\d+)[.\d]*, without trying every split of a long run of digits.
  [/Version\/(\d+)(?:\.[.\d]*)? (?:Mobile\/\S+ )?Safari\//, "Safari"],
  [/^curl\/(\d+)/, "curl"],
  [/^node(?:-fetch)?\b|undici/i, "Node.js"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Windows/, "Windows"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Android/, "Android"],
  [/CrOS/, "ChromeOS"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/Linux/, "Linux"],
];

/** "Mozilla/5.0 (X11; Linux x86_64) … Chrome/140.0.0.0 Safari/537.36" → "Chrome 140 on Linux". */
export function shortUserAgent(userAgent: string): string {
  const ua = userAgent.trim();
  if (!ua) return "unknown browser";
  const browser = BROWSERS.find(([pattern]) => pattern.test(ua));
  const system = SYSTEMS.find(([pattern]) => pattern.test(ua))?.[1];
  if (!browser) return ua.length > 40 ? `${ua.slice(0, 39)}…` : ua;
  const version = browser[0].exec(ua)?.[1];
  const name = version ? `${browser[1]} ${version}` : browser[1];
  return system ? `${name} on ${system}` : name;
}
