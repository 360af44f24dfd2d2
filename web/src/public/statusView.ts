import type { StatusTexts, SystemStatus } from "../../../common/contracts";
import { statusPollSeconds } from "../../../common/rules";
import type { StatusCode, UnknownStatusCode } from "../../../common/statusCodes";

type BadgeState = "checking" | "operational" | "degraded" | "down" | "unknown";

export interface BadgeView {
  state: BadgeState;
  text: string;
  /** The badge's dot: filled dot (operational, down), half dot (degraded), empty dot (otherwise). */
  dot: "filled" | "half" | "empty";
}

/** The id of the badge's reason (one badge per page): the server renders it, the badge's module keeps it current. */
export const STATUS_REASON_ID = "status-reason";

/** The reasons of an unknown status that have a text of their own (no monitors is `noServicesMonitored`). */
type StatusReasonCode = Exclude<UnknownStatusCode, "no_monitors">;

/** The text of a verdict's code; a code without one of its own (or none) says its state. */
const VERDICT_TEXT: Partial<Record<StatusCode, keyof StatusTexts>> = {
  operational: "operational",
  degraded: "partiallyDegraded",
  maintenance: "underMaintenance",
  down: "majorOutage",
};

const KNOWN_STATES: readonly string[] = ["operational", "degraded", "down"];

/** The status badge: checking until a status is known; unknown on failure (null status + failed). `texts`: the page's language. */
export function badgeView(status: SystemStatus | null, failed: boolean, texts: StatusTexts): BadgeView {
  if (failed) return { state: "unknown", text: texts.unknown, dot: "empty" };
  if (!status) return { state: "checking", text: texts.checking, dot: "empty" };
  const state: BadgeState = KNOWN_STATES.includes(status.status) ? (status.status as BadgeState) : "unknown";
  const own = state === "unknown" ? undefined : VERDICT_TEXT[status.code];
  const text = own ? (texts[own] as string) : texts[state];
  return { state, text, dot: state === "degraded" ? "half" : state === "unknown" ? "empty" : "filled" };
}

/**
 * Why the badge says "Status Unknown", for its tooltip and accessible description: the text of the status's
 * reason code, or that the status could not be loaded. Null for every other state and for a reason without a text.
 */
export function badgeReason(status: SystemStatus | null, failed: boolean, texts: StatusTexts): string | null {
  if (failed) return texts.loadFailed;
  if (!status || KNOWN_STATES.includes(status.status)) return null;
  if (status.code === "no_monitors") return texts.noServicesMonitored;
  return Object.hasOwn(texts.reasons, status.code) ? texts.reasons[status.code as StatusReasonCode] : null;
}

/** The poll interval from site settings, 10–300 s, default 30 (the same rule as the server's status checks). */
export const pollSeconds = statusPollSeconds;
