import { describe, expect, it } from "vitest";
import { backupName, backupReason, backupStamp } from "./backupName";

describe("backup names", () => {
  it("are the UTC time without separators, the reason made safe, and a number for a second one", () => {
    const stamp = backupStamp(new Date("2030-01-02T03:04:05.678Z"));
    expect(stamp).toBe("20300102T030405678Z");
    expect(backupName(stamp, backupReason("Before Restore!"))).toBe("20300102T030405678Z-before-restore-");
    expect(backupName(stamp, backupReason("manual"), 2)).toBe("20300102T030405678Z-manual-2");
  });

  it("keep reasons short and never empty", () => {
    expect(backupReason("x".repeat(60))).toHaveLength(40);
    expect(backupReason("")).toBe("manual");
  });
});
