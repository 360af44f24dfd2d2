import { describe, expect, it } from "vitest";
import { localRedirectPath } from "./localRedirect";

const BASE = "https://site.example/some/page";

describe("localRedirectPath", () => {
  it("keeps an ordinary path on the site as it is", () => {
    for (const path of ["/", "/terms", "/de/", "/de/terms?currency=EUR", "/%2F%2Fhost", "/%5Chost"]) {
      expect(localRedirectPath(path)).toBe(path);
    }
  });

  it("reduces leading slashes and backslashes to one slash, so no browser reads another host", () => {
    const cases: [string, string][] = [
      ["//evil.example", "/evil.example"],
      ["/\\evil.example", "/evil.example"],
      ["\\\\evil.example", "/evil.example"],
      ["///\\/evil.example/x?y=1", "/evil.example/x?y=1"],
      ["//", "/"],
    ];
    for (const [location, reduced] of cases) {
      const safe = localRedirectPath(location);
      expect(safe, location).toBe(reduced);
      expect(new URL(safe!, BASE).host, location).toBe("site.example");
    }
  });

  it("refuses a location that is not a path, or has whitespace or control characters that browsers drop", () => {
    for (const location of ["evil.example", "https://evil.example/", "", "/\t/evil.example", "/a b", "/\n/evil", "/x\u007f"]) {
      expect(localRedirectPath(location), JSON.stringify(location)).toBeNull();
    }
  });

  it("reads a long hostile path in one pass", () => {
    expect(localRedirectPath(`${"/\\".repeat(100_000)}x`)).toBe("/x");
    expect(localRedirectPath(`/${"a".repeat(200_000)} `)).toBeNull();
  });
});
