import type { PublicMonitorStatus } from "../../../../../common/contracts";
import { escapeHtml } from "../../../../../common/html";
import { formatText, type Catalog } from "../../i18n/catalog";
import { formatDay, formatUptime } from "./statusFormat";
import { BARS_HINT_ID } from "./statusPageIds";

type StatusDay = PublicMonitorStatus["days"][number];

/** A day's colour: no data (grey), no downtime, a partial outage (up at least 95 % of its counted minutes) or a major one. */
type DayLevel = "empty" | "up" | "partial" | "major";

const PARTIAL_OUTAGE_UPTIME = 0.95;

function dayLevel(day: StatusDay): DayLevel {
  if (day.uptime === null) return "empty";
  if (day.down_minutes === 0) return "up";
  return day.uptime >= PARTIAL_OUTAGE_UPTIME ? "partial" : "major";
}

/**
 * What each day says to a screen reader and in its tooltip ("Nov 3, 2026: 99.3% uptime, 10 minutes down"), escaped
 * for an attribute. Made once per page: days with the same date and numbers (every monitor up all day) share their
 * text.
 */
export function dayLabeller(texts: Catalog["statusPage"], language: string): (day: StatusDay) => string {
  const labels = new Map<string, string>();
  return (day) => {
    const key = `${day.date}|${day.uptime}|${day.down_minutes}`;
    let label = labels.get(key);
    if (label === undefined) {
      const date = formatDay(day.date, language);
      const uptime = formatUptime(day.uptime, language);
      label = escapeHtml(uptime === null ? formatText(texts, "dayNoData", { date }) : formatText(texts, "day", { date, uptime, minutes: day.down_minutes }));
      labels.set(key, label);
    }
    return label;
  };
}

/**
 * A monitor's last 90 days, oldest first, one bar each: its colour, and its text as the bar's accessible name and
 * (from CSS) its tooltip on hover and focus. One bar per strip is in the tab order (today's at first); the arrow
 * keys move between the days (`statusPage.client.ts`, which makes the day it moves to the strip's tab stop), so a
 * keyboard passes a monitor in one step. The bars are written as one piece of markup: a page of 50 monitors has
 * 4,500 of them, which React takes twice as long to write, and every byte of them is compressed once per version.
 */
export function DayBars({ name, days, label }: { name: string; days: readonly StatusDay[]; label: (day: StatusDay) => string }) {
  const last = days.length - 1;
  const bars = days
    .map(
      (day, index) =>
        `<span class="status-day status-day--${dayLevel(day)}" role="img"${index === last ? ' tabindex="0"' : ""} aria-label="${label(day)}"></span>`,
    )
    .join("");
  return <div className="status-bars" role="group" aria-label={name} aria-describedby={BARS_HINT_ID} dangerouslySetInnerHTML={{ __html: bars }} />;
}
