/** Billing markups are stored as fractions (0.2) and shown as whole percent (20). */
export function toPercent(fraction: number): number {
  return Math.round(fraction * 100);
}

export function toFraction(percent: number): number {
  return Math.round(percent) / 100;
}

export function percentMap(fractions: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(fractions).map(([type, value]) => [type, toPercent(value)]));
}

export function fractionMap(percents: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(percents).map(([type, value]) => [type, toFraction(value)]));
}

/** A markup is 0–200 % in steps of 5. */
export function markupProblem(percent: number): string | null {
  if (!Number.isFinite(percent) || percent < 0 || percent > 200 || percent % 5 !== 0) return "must be 0–200 in steps of 5";
  return null;
}
