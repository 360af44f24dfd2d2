import { MARKUP_PERCENT } from "../../../../../common/contracts";

/** Billing markups are stored as fractions (0.2) and shown as whole percent (20). */
function toPercent(fraction: number): number {
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

/** A markup is 0–200 % in steps of 5 (MARKUP_PERCENT, as the API checks it). */
export function markupProblem(percent: number): string | null {
  const { max, step } = MARKUP_PERCENT;
  if (!Number.isFinite(percent) || percent < 0 || percent > max || percent % step !== 0) return `must be 0–${max} in steps of ${step}`;
  return null;
}
