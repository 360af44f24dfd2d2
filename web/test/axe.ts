import axe from "axe-core";
import type { Page } from "playwright-core";
import { settled } from "./browser";

/** Every WCAG A and AA rule of axe-core: WCAG 2.0, 2.1 and 2.2. */
const WCAG_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

export interface AxeProblem {
  rule: string;
  impact: string | null;
  help: string;
  /** CSS selectors of the failing elements, with axe's summary of what is wrong for the first few. */
  nodes: string[];
}

/**
 * Runs axe-core in the page once its animations have finished (injected through the DevTools protocol, so the page's Content-Security-Policy
 * does not block it) with every WCAG 2.0/2.1/2.2 A and AA rule, and answers the violations.
 */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  // Colours are measured as painted, not half-way through a fade.
  await settled(page);
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    (tags) => (window as unknown as { axe: typeof axe }).axe.run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] }),
    WCAG_AA_TAGS,
  );
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? null,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} — ${n.failureSummary?.replace(/\s+/g, " ") ?? ""}`),
  }));
}

/** Fails with a readable list when axe finds any WCAG A/AA violation; `where` names the page state in the message. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const problems = await axeProblems(page);
  if (problems.length === 0) return;
  const report = problems.map((p) => `- ${p.rule} (${p.impact}): ${p.help}\n    ${p.nodes.join("\n    ")}`).join("\n");
  throw new Error(`axe found ${problems.length} WCAG A/AA violation(s) on ${where}:\n${report}`);
}
