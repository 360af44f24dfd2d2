import { describe, expect, it } from "vitest";
import type { StatusHistoryRow } from "../../../common/contracts";
import type { StoredStatusMonitor } from "../services/statusCounting";
import { formatUptime, measuredUptime } from "./measuredUptime";

const monitor = (id: number, visible: boolean): StoredStatusMonitor => ({
  id,
  kuma_name: `M${id}`,
  name: "",
  group: "",
  visible,
  display_order: id,
  state: "up",
  counted_until: null,
});
const row = (monitor_id: number, date: string, up_minutes: number, down_minutes: number): StatusHistoryRow => ({
  monitor_id,
  date,
  up_minutes,
  down_minutes,
  maintenance_minutes: 7,
  unknown_minutes: 3,
});

describe("the measured uptime of the shown monitors", () => {
  it("is up / (up + down) over the shown monitors' rows of the 90 days ending today; null without minutes", () => {
    const now = new Date("2026-03-31T12:00:00Z");
    const monitors = [monitor(1, true), monitor(2, true), monitor(3, false)];
    const history = [
      row(1, "2026-03-31", 1_000, 0),
      row(2, "2026-01-01", 998, 2),
      // Hidden, and older than the 90 days (2026-01-01 is the first): not counted.
      row(3, "2026-03-31", 0, 1_000),
      row(1, "2025-12-31", 0, 1_000),
    ];
    expect(measuredUptime({ status_monitors: monitors, status_history: history }, now)).toBe(1_998 / 2_000);
    expect(measuredUptime({ status_monitors: monitors, status_history: [row(1, "2026-03-31", 0, 0)] }, now)).toBeNull();
    expect(measuredUptime({ status_monitors: [monitor(3, false)], status_history: history }, now)).toBeNull();
  });

  it("is written as a percent with two decimals in the page's number format, cut rather than rounded up", () => {
    expect(formatUptime(0.9998, "en")).toBe("99.98%");
    expect(formatUptime(0.9998, "de")).toBe("99,98\u00a0%");
    // French separates the sign with a narrow or a plain no-break space, by ICU version.
    expect(formatUptime(0.9998, "fr")).toMatch(/^99,98[\u00a0\u202f]%$/);
    expect(formatUptime(1, "en")).toBe("100.00%");
    expect(formatUptime(0.99999, "en")).toBe("99.99%");
    expect(formatUptime(2_877 / 2_880, "pt-BR")).toBe("99,89%");
    expect(formatUptime(0, "nl")).toBe("0,00%");
  });
});
