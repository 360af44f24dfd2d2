import type { SystemStatus } from "../../../common/contracts";
import { statusPollSeconds } from "../../../common/rules";
import { STATUS_TEXT, unknownStatusReason } from "../../../common/statusText";

export type BadgeState = "checking" | "operational" | "degraded" | "down" | "unknown";

export interface BadgeView {
  state: BadgeState;
  text: string;
  /** The badge's dot: filled dot (operational, down), half dot (degraded), empty dot (otherwise). */
  dot: "filled" | "half" | "empty";
}

/** The id of the badge's reason (one badge per page): the server renders it, the badge's module keeps it current. */
export const STATUS_REASON_ID = "status-reason";

const DEFAULT_TEXT: Record<BadgeState, string> = STATUS_TEXT;

/** The status badge: checking until a status is known; unknown on failure (null status + failed). */
export function badgeView(status: SystemStatus | null, failed = false): BadgeView {
  if (failed) return { state: "unknown", text: DEFAULT_TEXT.unknown, dot: "empty" };
  if (!status) return { state: "checking", text: DEFAULT_TEXT.checking, dot: "empty" };
  const state: BadgeState = ["operational", "degraded", "down"].includes(status.status) ? (status.status as BadgeState) : "unknown";
  const text = state === "unknown" ? DEFAULT_TEXT.unknown : status.text || DEFAULT_TEXT[state];
  return { state, text, dot: state === "degraded" ? "half" : state === "unknown" ? "empty" : "filled" };
}

/**
 * Why the badge says "Status Unknown", for its tooltip and accessible description: the server's reason (its text
 * reads "Status Unknown (reason)"), or that the status could not be loaded. Null for every other state.
 */
export function badgeReason(status: SystemStatus | null, failed = false): string | null {
  if (failed) return "The status could not be loaded";
  if (!status || ["operational", "degraded", "down"].includes(status.status)) return null;
  const text = status.text.trim();
  const reason = unknownStatusReason(text) ?? (text === DEFAULT_TEXT.unknown ? "" : text);
  return reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : null;
}

/** The poll interval from site settings, 10–300 s, default 30 (the same rule as the server's status checks). */
export const pollSeconds = statusPollSeconds;
