import { describe, expect, it } from "vitest";
import { formatBytes, formatDate, formatDateTime, formatNumber, formatTime, timeAgo } from "./format";

/** The same moment, written by Intl in the locale the tests run in (the panel passes none: the browser's). */
const here = (options: Intl.DateTimeFormatOptions, when: string) => new Intl.DateTimeFormat(undefined, options).format(new Date(when));

describe("the admin panel's one way of writing dates and numbers", () => {
  const when = "2026-03-05T14:30:00.000Z";

  it("writes dates and times in the browser's locale, medium dates and short times", () => {
    expect(formatDateTime(when)).toBe(here({ dateStyle: "medium", timeStyle: "short" }, when));
    expect(formatDate(when)).toBe(here({ dateStyle: "medium" }, when));
    expect(formatTime(new Date(when))).toBe(here({ timeStyle: "short" }, when));
    expect(formatDateTime(Date.parse(when))).toBe(formatDateTime(when));
  });

  it("shows a value that is not a time as it is", () => {
    expect(formatDateTime("not a date")).toBe("not a date");
    expect(formatDate("")).toBe("");
  });

  it("writes numbers and sizes in the browser's locale (1 KB = 1024 bytes)", () => {
    expect(formatNumber(12_345)).toBe(new Intl.NumberFormat().format(12_345));
    const decimal = new Intl.NumberFormat().formatToParts(1.5).find((part) => part.type === "decimal")?.value;
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(20_480)).toBe(`20${decimal}0 KB`);
    expect(formatBytes(3_250_000)).toBe(`3${decimal}1 MB`);
    expect(formatBytes(5 * 1024 ** 3)).toBe(`5${decimal}00 GB`);
    expect(formatBytes(Number.NaN)).toBe("–");
  });

  it("says how long ago a time was, in the language given", () => {
    const now = Date.parse("2026-03-10T12:00:00.000Z");
    expect(timeAgo("2026-03-10T12:00:00.000Z", now, "en")).toBe("just now");
    expect(timeAgo("2026-03-10T11:59:30.000Z", now, "en")).toBe("just now");
    expect(timeAgo("2026-03-10T11:55:00.000Z", now, "en")).toBe("5 minutes ago");
    expect(timeAgo("2026-03-10T09:00:00.000Z", now, "en")).toBe("3 hours ago");
    expect(timeAgo("2026-03-09T10:00:00.000Z", now, "en")).toBe("yesterday");
    expect(timeAgo("2026-03-07T12:00:00.000Z", now, "de")).toBe("vor 3 Tagen");
    expect(timeAgo("not a date", now, "en")).toBe("not a date");
  });
});
