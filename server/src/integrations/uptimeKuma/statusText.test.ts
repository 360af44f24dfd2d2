import { describe, expect, it } from "vitest";
import { unknownStatus, unknownStatusText } from "./statusText";

describe("status texts", () => {
  it("writes an unknown status with its reason in brackets, and its code beside it", () => {
    expect(unknownStatusText("status monitor not configured")).toBe("Status Unknown (status monitor not configured)");
    expect(unknownStatus("not_configured", "status monitor not configured", null)).toEqual({
      status: "unknown",
      code: "not_configured",
      text: "Status Unknown (status monitor not configured)",
      checked_at: null,
    });
  });
});
