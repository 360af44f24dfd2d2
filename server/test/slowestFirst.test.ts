import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SLOWEST_UNIT_FILES } from "../../vitest.config";
import { SLOWEST_E2E_FILES } from "../../vitest.e2e.config";

describe("the suites' slowest-first lists", () => {
  it("name files that exist (a renamed file would silently lose its early start)", () => {
    const missing = [...SLOWEST_UNIT_FILES, ...SLOWEST_E2E_FILES].filter((file) => !existsSync(file));
    expect(missing).toEqual([]);
    expect(SLOWEST_E2E_FILES.every((file) => file.endsWith(".e2e.test.ts"))).toBe(true);
    expect(SLOWEST_UNIT_FILES.some((file) => file.endsWith(".e2e.test.ts") || file.endsWith(".timing.test.ts"))).toBe(false);
  });
});
