import type { SystemStatus } from "../../../common/contracts";
import { statusPollSeconds } from "../../../common/rules";
import { STATUS_SUMMARY_TEXT, STATUS_TEXT, unknownStatusReason } from "../../../common/statusText";

type BadgeState = "checking" | "operational" | "degraded" | "down" | "unknown";

export interface BadgeView {
  state: BadgeState;
  text: string;
  /** The badge's dot: filled dot (operational, down), half dot (degraded), empty dot (otherwise). */
  dot: "filled" | "half" | "empty";
}

/** The id of the badge's reason (one badge per page): the server renders it, the badge's module keeps it current. */
export const STATUS_REASON_ID = "status-reason";

/** What the badge can say, in one language: the server's standard texts and that the status could not be loaded. */
export type StatusTexts = Record<BadgeState | keyof typeof STATUS_SUMMARY_TEXT | "loadFailed", string>;

/** The badge's texts in English, as the server writes them. */
export const ENGLISH_STATUS_TEXTS: StatusTexts = { ...STATUS_TEXT, ...STATUS_SUMMARY_TEXT, loadFailed: "The status could not be loaded" };

/** A text the server wrote, in the page's language when it is one of its standard texts (else as written). */
function translated(text: string, texts: StatusTexts): string {
  const key = (Object.keys(ENGLISH_STATUS_TEXTS) as (keyof StatusTexts)[]).find((candidate) => ENGLISH_STATUS_TEXTS[candidate] === text);
  return key ? texts[key] : text;
}

/** The status badge: checking until a status is known; unknown on failure (null status + failed). `texts`: the page's language. */
export function badgeView(status: SystemStatus | null, failed = false, texts: StatusTexts = ENGLISH_STATUS_TEXTS): BadgeView {
  if (failed) return { state: "unknown", text: texts.unknown, dot: "empty" };
  if (!status) return { state: "checking", text: texts.checking, dot: "empty" };
  const state: BadgeState = ["operational", "degraded", "down"].includes(status.status) ? (status.status as BadgeState) : "unknown";
  const text = state === "unknown" ? texts.unknown : translated(status.text || ENGLISH_STATUS_TEXTS[state], texts);
  return { state, text, dot: state === "degraded" ? "half" : state === "unknown" ? "empty" : "filled" };
}

/**
 * Why the badge says "Status Unknown", for its tooltip and accessible description: the server's reason (its text
 * reads "Status Unknown (reason)"), or that the status could not be loaded. Null for every other state.
 */
export function badgeReason(status: SystemStatus | null, failed = false, texts: StatusTexts = ENGLISH_STATUS_TEXTS): string | null {
  if (failed) return texts.loadFailed;
  if (!status || ["operational", "degraded", "down"].includes(status.status)) return null;
  const text = status.text.trim();
  const reason = unknownStatusReason(text) ?? (text === STATUS_TEXT.unknown ? "" : text);
  return reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : null;
}

/** The poll interval from site settings, 10–300 s, default 30 (the same rule as the server's status checks). */
export const pollSeconds = statusPollSeconds;
