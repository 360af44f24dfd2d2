import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./localTime";

describe("datetime-local values and ISO date-times", () => {
  it("shows a moment in the browser's time zone and sends it back as the same moment in UTC", () => {
    const local = new Date(2026, 2, 5, 14, 30);
    expect(toLocalInput(local.toISOString())).toBe("2026-03-05T14:30");
    expect(fromLocalInput("2026-03-05T14:30")).toBe(local.toISOString());
    const stored = "2026-11-29T23:45:00.000Z";
    expect(fromLocalInput(toLocalInput(stored))).toBe(stored);
  });

  it("answers nothing for an empty input, keeps an unreadable one for the schema to name, and shows no time for a non-time", () => {
    expect(fromLocalInput("  ")).toBeNull();
    expect(fromLocalInput("next tuesday")).toBe("next tuesday");
    expect(toLocalInput("not a time")).toBe("");
  });
});
