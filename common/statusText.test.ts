import { describe, expect, it } from "vitest";
import { STATUS_TEXT, unknownStatusReason, unknownStatusText } from "./statusText";

describe("status texts", () => {
  it("writes an unknown status with its reason in brackets and reads the reason back", () => {
    expect(unknownStatusText("status monitor not configured")).toBe("Status Unknown (status monitor not configured)");
    expect(unknownStatusReason(unknownStatusText("HTTP 500 (twice)"))).toBe("HTTP 500 (twice)");
  });

  it("finds no reason in other texts", () => {
    for (const text of [STATUS_TEXT.unknown, "Status Unknown ()", STATUS_TEXT.operational, "monitor unreachable"]) {
      expect(unknownStatusReason(text)).toBeNull();
    }
  });
});
