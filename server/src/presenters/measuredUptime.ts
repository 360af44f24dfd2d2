import { STATUS_DAYS_SHOWN } from "../../../common/contracts";
import { numberFormat } from "../../../common/intlFormats";
import type { Language } from "../../../common/i18n/languages";
import type { SiteData } from "../store/types";

const DAY_MS = 86_400_000;

/**
 * The uptime of every monitor the status page shows, together, over the days it shows (90, ending today, UTC):
 * up / (up + down) minutes of all their rows; null when none of them has an up or down minute.
 */
export function measuredUptime(data: Pick<SiteData, "status_monitors" | "status_history">, now: Date): number | null {
  const shown = new Set(data.status_monitors.filter((monitor) => monitor.visible).map((monitor) => monitor.id));
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const first = new Date(today - (STATUS_DAYS_SHOWN - 1) * DAY_MS).toISOString().slice(0, 10);
  let up = 0;
  let down = 0;
  for (const row of data.status_history) {
    if (!shown.has(row.monitor_id) || row.date < first) continue;
    up += row.up_minutes;
    down += row.down_minutes;
  }
  return up + down === 0 ? null : up / (up + down);
}

/**
 * An uptime as a percent with two decimals in the language's number format ("99.98%", "99,98 %"), cut rather than
 * rounded: a single minute down is never shown as 100.00%.
 */
export function formatUptime(fraction: number, language: Language): string {
  // The small addition keeps an exact 0.9998 (stored as 0.99979999…) from being cut to 99.97%.
  const cut = Math.floor(fraction * 10_000 + 1e-7) / 10_000;
  return numberFormat(language, { style: "percent", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cut);
}
