import { describe, expect, it } from "vitest";
import { shortUserAgent } from "./userAgent";

describe("short user agent", () => {
  it("names browser, major version and system", () => {
    expect(shortUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36")).toBe(
      "Chrome 140 on Linux",
    );
    expect(shortUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox 128 on Windows");
    expect(
      shortUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0"),
    ).toBe("Edge 131 on Windows");
    expect(
      shortUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"),
    ).toBe("Safari 17 on iOS");
    expect(shortUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15")).toBe(
      "Safari 17 on macOS",
    );
    expect(shortUserAgent("curl/8.5.0")).toBe("curl 8");
    expect(shortUserAgent("node")).toBe("Node.js");
  });
  it("shortens unknown ones and names a missing one", () => {
    expect(shortUserAgent("")).toBe("unknown browser");
    expect(shortUserAgent("x".repeat(80))).toBe(`${"x".repeat(39)}…`);
  });

  // The old Safari pattern, Version\/(\d+)[.\d]* …, tried every split of a run of digits: seconds for these.
  it("reads a user agent of 100,000 characters in linear time", { timeout: 5_000 }, () => {
    const digits = "1".repeat(100_000);
    expect(shortUserAgent(`Version/${digits}x`)).toBe(`Version/${"1".repeat(31)}…`);
    expect(shortUserAgent(`Mozilla/5.0 (Macintosh) Version/17.${digits} Safari/605.1.15`)).toBe("Safari 17 on macOS");
    const dots = `Mozilla/5.0 (Macintosh) Version/17.${".".repeat(100_000)}x`;
    expect(shortUserAgent(dots)).toBe(`${dots.slice(0, 39)}…`);
  });
});
