import { describe, expect, it } from "vitest";
import { withoutTrailingSlashes } from "./trailingSlashes";

describe("withoutTrailingSlashes", () => {
  it("drops every slash at the end and nothing else", () => {
    expect(withoutTrailingSlashes("https://host/api//")).toBe("https://host/api");
    expect(withoutTrailingSlashes("https://host/api")).toBe("https://host/api");
    expect(withoutTrailingSlashes("/a//b/")).toBe("/a//b");
    expect(withoutTrailingSlashes("///")).toBe("");
    expect(withoutTrailingSlashes("")).toBe("");
  });

  // A regex like /\/+$/ needs about n²/2 steps for these (about 25 s at 100,000 here), one pass milliseconds: the
  // 5 s limit fails the quadratic version with room to spare, and is generous for the linear one on a busy machine.
  it("takes time linear in the length on 100,000 slashes that do not end the text", { timeout: 5_000 }, () => {
    const n = 100_000;
    expect(withoutTrailingSlashes(`${"/".repeat(n)}x`)).toHaveLength(n + 1);
    expect(withoutTrailingSlashes(`x${"/".repeat(n)}`)).toBe("x");
    expect(withoutTrailingSlashes(`${"/x".repeat(n / 2)}/`)).toHaveLength(n);
  });
});
