import { describe, expect, it } from "vitest";
import { changeOf, customRangeProblem, previousRange, rangeOf } from "./statisticsRange";

describe("statistics ranges", () => {
  it("end today: 7, 30 and 90 days, and the year up to today", () => {
    expect(rangeOf({ preset: "7d" }, "2026-11-29")).toEqual({ from: "2026-11-23", to: "2026-11-29" });
    expect(rangeOf({ preset: "30d" }, "2026-03-01")).toEqual({ from: "2026-01-31", to: "2026-03-01" });
    expect(rangeOf({ preset: "90d" }, "2026-11-29")).toEqual({ from: "2026-09-01", to: "2026-11-29" });
    expect(rangeOf({ preset: "12m" }, "2026-11-29")).toEqual({ from: "2025-11-30", to: "2026-11-29" });
    expect(rangeOf({ preset: "12m" }, "2028-02-29")).toEqual({ from: "2027-03-02", to: "2028-02-29" });
    expect(rangeOf({ preset: "custom", from: "2026-01-01", to: "2026-01-31" }, "2026-11-29")).toEqual({ from: "2026-01-01", to: "2026-01-31" });
  });

  it("compare with the period just before, as long", () => {
    expect(previousRange({ from: "2026-11-23", to: "2026-11-29" })).toEqual({ from: "2026-11-16", to: "2026-11-22" });
    expect(previousRange({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28" });
  });

  it("check a custom range, and say how a count changed", () => {
    expect(customRangeProblem("2026-01-01", "2026-01-31")).toBeNull();
    expect(customRangeProblem("", "2026-01-31")).toBe("Choose both dates.");
    expect(customRangeProblem("2026-02-01", "2026-01-31")).toBe("The end date must not be before the start date.");
    expect(customRangeProblem("2010-01-01", "2026-01-31")).toBe("A range can span at most 3650 days.");
    expect(changeOf(150, 100)).toBe(0.5);
    expect(changeOf(50, 100)).toBe(-0.5);
    expect(changeOf(5, 0)).toBeNull();
  });
});
