import { describe, expect, it } from "vitest";
import { sectionFromHash, tabAddress, tabIdOfHash } from "./tabAddress";

describe("the panel's addresses", () => {
  it("name a tab, and a part of it after a slash", () => {
    expect(tabAddress("settings", "status")).toBe("#settings/status");
    expect(tabAddress("status")).toBe("#status");
    expect(tabIdOfHash("#settings/status")).toBe("settings");
    expect(sectionFromHash("#settings/status")).toBe("status");
    expect(tabIdOfHash("#/plans")).toBe("plans");
    expect(sectionFromHash("#plans")).toBeNull();
    expect(sectionFromHash("")).toBeNull();
  });
});
