let formattedAt = Number.NaN;
let formatted = "";

/**
 * A log line's time field as ISO text (`,"time":"2026-05-01T10:00:00.000Z"`), readable in any log viewer.
 * Formatted once per millisecond: under load many lines share one.
 */
export function timeField(now = Date.now()): string {
  if (now !== formattedAt) {
    formattedAt = now;
    formatted = `,"time":"${new Date(now).toISOString()}"`;
  }
  return formatted;
}
