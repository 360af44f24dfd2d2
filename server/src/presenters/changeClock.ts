/**
 * The next moment something stored starts or ends (`nextChange`: an ISO date-time, or "none"), worked out again
 * only when the records have changed (a new store version), the moment it named has come or the clock has gone
 * back. Answers and pages that change at such a moment without any write put it in their cache version, and ask
 * for it on every request.
 */
export function changeClock<T>(nextChange: (records: T, now: Date) => string): (version: string, records: () => T, now: Date) => string {
  let knownVersion: string | undefined;
  let next = "none";
  let workedOutAt = Number.POSITIVE_INFINITY;
  let validUntil = Number.NEGATIVE_INFINITY;
  return (version, records, now) => {
    const at = now.getTime();
    if (version !== knownVersion || at >= validUntil || at < workedOutAt) {
      knownVersion = version;
      next = nextChange(records(), now);
      workedOutAt = at;
      validUntil = next === "none" ? Number.POSITIVE_INFINITY : instantOf(next);
    }
    return next;
  };
}

/** The instant of a stored ISO date-time, when it is in the form toISOString() writes (where text order is time order); otherwise -Infinity. */
function instantOf(iso: string): number {
  const at = Date.parse(iso);
  return !Number.isNaN(at) && new Date(at).toISOString() === iso ? at : Number.NEGATIVE_INFINITY;
}

/** The earliest of `moments` (ISO date-times) after `now`, or "none". */
export function firstMomentAfter(moments: readonly (string | null | undefined)[], now: Date): string {
  const nowIso = now.toISOString();
  const upcoming = moments.filter((moment): moment is string => typeof moment === "string" && moment > nowIso).sort();
  return upcoming[0] ?? "none";
}
