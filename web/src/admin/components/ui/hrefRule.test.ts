import { describe, expect, it } from "vitest";
import { hrefProblem } from "./hrefRule";

describe("link fields accept what the server accepts", () => {
  it("takes http(s), mailto:, site paths, anchors and empty", () => {
    for (const ok of [
      "",
      "/order",
      "/order/3?x=1",
      "#contact",
      "#",
      "https://billing.example/order?pid=3",
      "HTTP://x.example",
      "mailto:sales@example.com",
      "  /order  ",
    ]) {
      expect(hrefProblem(ok), ok).toBeNull();
    }
  });
  it("refuses protocol-relative, script, bare words and spaces", () => {
    for (const bad of ["//evil.example", "javascript:alert(1)", "order", "ftp://x.example", "/a b", "data:text/html,x"]) {
      expect(hrefProblem(bad), bad).toMatch(/must be an http\(s\) or mailto address/);
    }
  });
});
