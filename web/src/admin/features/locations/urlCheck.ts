import type { UrlCheckResult } from "../../../../../common/contracts";

/** What the panel says about a test URL's answer: how it went, and what to change when it did not go well. */
export interface UrlCheckVerdict {
  tone: "ok" | "warning" | "error";
  text: string;
  /** What to change (absent when all is well). */
  hint?: string;
}

const ANSWER_RULE = "A test URL must answer 200 or 204 quickly, with a small body (or an image).";
const CORS_HINT =
  "Add the header Access-Control-Allow-Origin: * to its answer (or answer an image): without it visitors' browsers may not read the answer, and the latency test can time it only roughly.";

/** The verdict on the server's check of a test URL: answered well (and readable by visitors' browsers), answered but not readable, or not well. */
export function urlCheckVerdict(result: UrlCheckResult): UrlCheckVerdict {
  const took = result.ms === null ? "" : ` in ${result.ms} ms`;
  if (result.status === null) return { tone: "error", text: `No answer${took}: ${result.detail}`, hint: ANSWER_RULE };
  const answered = `Answered ${result.status}${took}`;
  if (!result.ok) return { tone: "error", text: `${answered}: ${result.detail}`, hint: ANSWER_RULE };
  if (!result.cors) return { tone: "warning", text: `${answered}, but other sites' pages may not read it (no CORS).`, hint: CORS_HINT };
  return { tone: "ok", text: `${answered}; visitors' browsers may read it (CORS allows it).` };
}
