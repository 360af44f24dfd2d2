import { describe, expect, it } from "vitest";
import { actionLabel, shortUserAgent } from "./activityFormat";

describe("activity action labels", () => {
  it("names sign-ins and the changes the server records", () => {
    expect(actionLabel("login")).toBe("Signed in");
    expect(actionLabel("login_failed")).toBe("Failed sign-in");
    expect(actionLabel("hosting-plans.update")).toBe("Hosting plan updated");
    expect(actionLabel("hosting-plans.create")).toBe("Hosting plan created");
    expect(actionLabel("promo-codes.delete")).toBe("Promo code deleted");
    expect(actionLabel("company-info.update")).toBe("Company info updated");
    expect(actionLabel("content.hero.create")).toBe("Hero content created");
    expect(actionLabel("backups.restore.create")).toBe("Backup restored");
    expect(actionLabel("contact-submissions.read.update")).toBe("Message marked as read");
    expect(actionLabel("2fa.enable")).toBe("Two-factor sign-in turned on");
    expect(actionLabel("session.revoke_others")).toBe("Other sessions signed out");
  });
  it("falls back to the action's own words", () => {
    expect(actionLabel("new-thing.update")).toBe("New thing updated");
    expect(actionLabel("odd")).toBe("Odd");
    expect(actionLabel("x.y.patchy")).toBe("X y patchy");
  });
});

describe("short user agent", () => {
  it("names browser, major version and system", () => {
    expect(shortUserAgent("Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36")).toBe("Chrome 140 on Linux");
    expect(shortUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox 128 on Windows");
    expect(shortUserAgent("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe("Edge 131 on Windows");
    expect(shortUserAgent("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")).toBe("Safari 17 on iOS");
    expect(shortUserAgent("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15")).toBe("Safari 17 on macOS");
    expect(shortUserAgent("curl/8.5.0")).toBe("curl 8");
    expect(shortUserAgent("node")).toBe("Node.js");
  });
  it("shortens unknown ones and names a missing one", () => {
    expect(shortUserAgent("")).toBe("unknown browser");
    expect(shortUserAgent("x".repeat(80))).toBe(`${"x".repeat(39)}…`);
  });
});
