import { addDays, daysBetween, STATISTICS_MAX_RANGE_DAYS } from "../../../../common/contracts";

/** The ranges the tab offers, and a custom one. */
export const RANGE_PRESETS = [
  { id: "7d", label: "7 days" },
  { id: "30d", label: "30 days" },
  { id: "90d", label: "90 days" },
  { id: "12m", label: "12 months" },
] as const;
type RangePreset = (typeof RANGE_PRESETS)[number]["id"];

export type RangeChoice = { preset: RangePreset } | { preset: "custom"; from: string; to: string };

export interface DayRange {
  /** YYYY-MM-DD (UTC days, both included). */
  from: string;
  to: string;
}

const PRESET_DAYS: Record<Exclude<RangePreset, "12m">, number> = { "7d": 7, "30d": 30, "90d": 90 };

/** Today's date in UTC (the days statistics are counted in). */
export function utcToday(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The days of a choice, ending today (a preset) or as chosen: "12 months" is the year up to today. */
export function rangeOf(choice: RangeChoice, today: string): DayRange {
  if (choice.preset === "custom") return { from: choice.from, to: choice.to };
  if (choice.preset === "12m") {
    const yearAgo = new Date(`${today}T00:00:00Z`);
    yearAgo.setUTCFullYear(yearAgo.getUTCFullYear() - 1);
    return { from: addDays(yearAgo.toISOString().slice(0, 10), 1), to: today };
  }
  return { from: addDays(today, -(PRESET_DAYS[choice.preset] - 1)), to: today };
}

/** The range just before: as many days, ending the day before `from`. */
export function previousRange(range: DayRange): DayRange {
  const days = daysBetween(range.from, range.to);
  return { from: addDays(range.from, -days), to: addDays(range.from, -1) };
}

/** Why a custom range cannot be shown (null: it can). */
export function customRangeProblem(from: string, to: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return "Choose both dates.";
  if (to < from) return "The end date must not be before the start date.";
  if (daysBetween(from, to) > STATISTICS_MAX_RANGE_DAYS) return `A range can span at most ${STATISTICS_MAX_RANGE_DAYS} days.`;
  return null;
}

/** How much a count changed against the previous period, as a fraction (0.25 = 25 % more); null without a previous count. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}
