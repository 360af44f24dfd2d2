/**
 * What the status badge says. The server writes these texts into GET /api/system-status and the public site
 * reads them back (the reason of an unknown status becomes the badge's tooltip), so both take them from here.
 * No zod: the public page bundle imports this.
 */
export const STATUS_TEXT = {
  checking: "Checking...",
  operational: "All Systems Operational",
  degraded: "Degraded Performance",
  down: "Service Disruption",
  unknown: "Status Unknown",
} as const;

/** The other texts the status monitor's summary writes (a degraded, down or unknown state with a more exact text). */
export const STATUS_SUMMARY_TEXT = {
  noServicesMonitored: "No Services Monitored",
  underMaintenance: "Under Maintenance",
  partiallyDegraded: "Partially Degraded Service",
  majorOutage: "Major Outage",
} as const;

/** An unknown status with its reason: "Status Unknown (reason)". */
export function unknownStatusText(reason: string): string {
  return `${STATUS_TEXT.unknown} (${reason})`;
}

/** The reason inside "Status Unknown (reason)", or null when the text is not written that way. */
export function unknownStatusReason(text: string): string | null {
  const prefix = `${STATUS_TEXT.unknown} (`;
  return text.startsWith(prefix) && text.endsWith(")") && text.length > prefix.length + 1 ? text.slice(prefix.length, -1) : null;
}
