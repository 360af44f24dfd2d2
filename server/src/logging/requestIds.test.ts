import { describe, expect, it } from "vitest";
import { checkedRequestId, newRequestId } from "./requestIds";

describe("request ids", () => {
  it("makes UUIDs, a new one each time", () => {
    const ids = new Set(Array.from({ length: 100 }, () => newRequestId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("accepts a proxy's id made of letters, digits and _.:@+=- only, so it can go into a JSON line as it is", () => {
    for (const id of ["0123456789abcdef0123456789abcdef", "9b2d1c3e-5f60-4a7b-8c9d-0e1f2a3b4c5d", "lb-1:req_42@edge=+.", "x".repeat(128)]) {
      expect(checkedRequestId(id)).toBe(id);
    }
    for (const id of ["", 'a"b', "back\\slash", "new\nline", "tab\t", "größe", "🚀", "a b", "x".repeat(129), '"},"level":"fatal']) {
      expect(checkedRequestId(id)).toBeUndefined();
    }
  });
});
