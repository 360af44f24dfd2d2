/**
 * The main process calls sites through the shared typed client (common/api/client.ts), naming each endpoint as
 * the contracts do: no module of it spells an API path of its own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const MAIN = import.meta.dirname;
const ROOT = resolve(MAIN, "../../..");
const SHARED_CLIENT = join(ROOT, "common/api/client.ts");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);

/** Every piece of literal text in the file (strings, and the fixed parts of template strings), with its line. */
function literalTexts(file: string): Array<{ text: string; line: number }> {
  const source = parse(file);
  const found: Array<{ text: string; line: number }> = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      found.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files a module imports, resolved (relative imports only; `.ts` added). */
function importsOf(file: string): string[] {
  return parse(file)
    .statements.filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text)
    .filter((specifier) => specifier.startsWith("."))
    .map((specifier) => `${resolve(dirname(file), specifier)}.ts`);
}

/** Whether `file` reaches `target` through its imports. */
function reaches(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some((next) => reaches(next, target, seen));
}

describe("the desktop main process's own API calls", () => {
  it("spell no API path: each call names its contract route", () => {
    const paths = sourceFiles(MAIN).flatMap((file) =>
      literalTexts(file)
        .filter(({ text }) => text.startsWith("/api/") || /^https?:\/\/[^/]*\/api\//.test(text))
        .map(({ text, line }) => `${relative(ROOT, file)}:${line} ${text}`),
    );
    expect(paths).toEqual([]);
  });

  it.each(["connectionWatcher.ts", "serverAddress.ts"])("%s goes through the shared typed client", (name) => {
    expect(reaches(join(MAIN, name), SHARED_CLIENT)).toBe(true);
  });
});
