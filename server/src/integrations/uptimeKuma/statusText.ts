import type { SystemStatus } from "../../../../common/contracts";
import type { UnknownStatusCode } from "../../../../common/statusCodes";

/** The English texts the server writes into the status's `text` (the pages show their own for its `code`). */
export const STATUS_TEXT = {
  operational: "All Systems Operational",
  unknown: "Status Unknown",
} as const;

/** An unknown status with its reason: "Status Unknown (reason)". */
export function unknownStatusText(reason: string): string {
  return `${STATUS_TEXT.unknown} (${reason})`;
}

/** An unknown status: the code says why, the text says it in English. */
export function unknownStatus(code: UnknownStatusCode, reason: string, checked_at: string | null): SystemStatus {
  return { status: "unknown", code, text: unknownStatusText(reason), checked_at };
}
