import { readFile } from "node:fs/promises";
import { resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../server/src/config";
import { variablesTheServerReads } from "./composeFile";

/**
 * What the operator documentation promises about the code: the README's configuration table lists every variable
 * the server reads, with the default it really has, and the dependency table in docs/development.md says why each
 * package in package.json is there.
 */
const ROOT = resolve(import.meta.dirname, "..");
let readme: string;
let development: string;
beforeAll(async () => {
  readme = await readFile(resolve(ROOT, "README.md"), "utf8");
  development = await readFile(resolve(ROOT, "docs/development.md"), "utf8");
});

/** The lines of a markdown table that follows `heading` (up to the next heading). */
function tableRows(markdown: string, heading: RegExp): string[][] {
  const start = markdown.search(heading);
  expect(start, `heading ${heading}`).toBeGreaterThanOrEqual(0);
  const section = markdown.slice(start).split("\n").slice(1);
  const end = section.findIndex((line) => line.startsWith("#"));
  return (end < 0 ? section : section.slice(0, end))
    .filter((line) => line.startsWith("|") && !/^\|[-|\s]+\|$/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
}

describe("README: Configuration", () => {
  const variables = () => new Map(tableRows(readme, /^## Configuration\b/m).map(([name, fallback]) => [name.replaceAll("`", ""), fallback]));

  it("lists every variable the server reads", () => {
    const documented = [...variables().keys()];
    const read = [...variablesTheServerReads()];
    expect(read.length).toBeGreaterThan(10);
    for (const name of read) expect(documented, name).toContain(name);
  });

  it("gives each default the server really has: setting it to the documented value changes nothing", () => {
    const defaults = loadConfig({}, "/srv/site");
    let checked = 0;
    for (const [name, fallback] of variables()) {
      const literal = /^`([^`]+)`$/.exec(fallback)?.[1];
      if (literal === undefined || literal.includes("PORT")) continue; // "generated", "empty", a value made from another
      const config: Record<string, unknown> = { ...loadConfig({ [name]: literal }, "/srv/site") };
      // A setting without a value of its own in the Config (ADMIN_USERNAME) gets its default where it is used.
      for (const [key, value] of Object.entries(defaults)) if (value === undefined) delete config[key];
      expect({ ...defaults, ...config }, `${name}=${literal}`).toEqual(defaults);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("docs/development.md: What each dependency is for", () => {
  it("says why each package in package.json is there", async () => {
    const manifest = JSON.parse(await readFile(resolve(ROOT, "package.json"), "utf8")) as Record<string, Record<string, string>>;
    const rows = tableRows(development, /^## What each dependency is for\b/m);
    const named = new Set(rows.flatMap(([packages]) => [...packages.matchAll(/`([^`]+)`/g)].map((match) => match[1])));
    const packages = [...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)];
    // Type packages come with the package they describe.
    for (const name of packages.filter((name) => !name.startsWith("@types/"))) expect([...named], name).toContain(name);
    for (const [packages, why] of rows) expect(why.length, packages).toBeGreaterThan(10);
  });

  it("is linked from the README", () => {
    expect(readme).toContain("(docs/development.md#what-each-dependency-is-for)");
  });
});

/** GitHub's anchor for a heading: lower case, punctuation left out, spaces made hyphens. */
function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replaceAll(/[^\p{L}\p{N}\- ]/gu, "")
    .replaceAll(" ", "-");
}

describe("README: short, with links that lead somewhere", () => {
  it("stays at most 350 lines (detail lives in docs/)", () => {
    expect(readme.split("\n").length).toBeLessThanOrEqual(350);
  });

  it("links only to files and headings that exist", async () => {
    const links = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]).filter((target) => !/^[a-z]+:/.test(target));
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) {
      const [file, anchor] = link.split("#");
      const text = file === "" ? readme : await readFile(resolve(ROOT, file), "utf8");
      if (anchor === undefined) continue;
      const anchors = [...text.matchAll(/^#+ (.+)$/gm)].map((match) => anchorOf(match[1]));
      expect(anchors, link).toContain(anchor);
    }
  });
});
