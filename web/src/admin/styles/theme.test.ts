import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = import.meta.dirname;
const files = readdirSync(dir).filter((name) => name.endsWith(".css"));
const read = (name: string) => readFileSync(join(dir, name), "utf8").replace(/\/\*[\s\S]*?\*\//g, "");
const COLOUR =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![-\w.#])(?:white|black|red|green|blue|gray|grey|silver|orange|yellow|navy|purple|pink)(?![-\w])/gi;

/** The variables a theme block defines. */
function definitions(block: string): string[] {
  return [...block.matchAll(/(?<![\w-])(--[\w-]+)\s*:/g)].map((m) => m[1]).sort();
}

describe("admin colours", () => {
  it("every colour outside theme.css goes through a variable", () => {
    const found = files.filter((name) => name !== "theme.css").flatMap((name) => (read(name).match(COLOUR) ?? []).map((hit) => `${name}: ${hit}`));
    expect(found).toEqual([]);
  });

  it("the light and the dark theme define the same variables, and every variable used is defined", () => {
    const theme = read("theme.css");
    const [light, dark] = theme.split(/\.admin-root\[data-theme="dark"\]/);
    expect(definitions(dark)).toEqual(definitions(light));
    const defined = new Set([...definitions(light), ...files.flatMap((name) => definitions(read(name)))]);
    const used = new Set(files.flatMap((name) => [...read(name).matchAll(/var\((--[\w-]+)/g)].map((m) => m[1])));
    expect([...used].filter((name) => !defined.has(name) && !name.startsWith("--md-"))).toEqual([]);
  });
});
