import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ENHANCEMENTS } from "./registry";

const PUBLIC_DIR = join(import.meta.dirname, "..");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? (entry.name === "e2e" ? [] : filesUnder(join(dir, entry.name))) : [join(dir, entry.name)],
  );
}

const files = filesUnder(PUBLIC_DIR);
const clientModules = files.filter((file) => file.endsWith(".client.ts"));
/** What renders markup: the components, and the markup written as strings (plan cards). */
const componentSources = files.filter((file) => file.endsWith(".tsx") || file.endsWith("Markup.ts")).map((file) => readFileSync(file, "utf8"));

describe("the registry of enhancement modules", () => {
  it("names every *.client.ts module of the public site, each with a start function", async () => {
    const registered = new Set(Object.values(ENHANCEMENTS));
    expect(clientModules.length).toBeGreaterThan(0);
    for (const file of clientModules) {
      const module = (await import(file)) as { start?: unknown };
      expect(registered.has(module as never), `${relative(PUBLIC_DIR, file)} is not in enhance/registry.ts`).toBe(true);
      expect(typeof module.start, relative(PUBLIC_DIR, file)).toBe("function");
    }
    expect(registered.size).toBe(clientModules.length);
  });

  it("has no name that no component renders", () => {
    for (const name of Object.keys(ENHANCEMENTS)) {
      expect(
        componentSources.some((source) => source.includes(`enhance("${name}")`)),
        `no component renders enhance("${name}")`,
      ).toBe(true);
    }
  });
});
