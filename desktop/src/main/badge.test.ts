import { describe, expect, it } from "vitest";
import { redDotBitmap, showUnreadBadge, unreadDescription, windowTitle, type BadgeTargets } from "./badge";

function fakeTargets(platform: NodeJS.Platform) {
  const calls: string[] = [];
  const targets: BadgeTargets = {
    platform,
    setBadgeCount: (count) => (calls.push(`badge ${count}`), true),
    setOverlayIcon: (dot, description) => void calls.push(`overlay ${dot} "${description}"`),
  };
  return { targets, calls };
}

describe("showUnreadBadge", () => {
  it.each(["darwin", "linux"] as const)("uses the app badge count on %s (none for zero or unknown)", (platform) => {
    const { targets, calls } = fakeTargets(platform);
    showUnreadBadge(targets, 3);
    showUnreadBadge(targets, 0);
    showUnreadBadge(targets, null);
    expect(calls).toEqual(["badge 3", "badge 0", "badge 0"]);
  });

  it("uses a taskbar overlay dot with the count for screen readers on Windows", () => {
    const { targets, calls } = fakeTargets("win32");
    showUnreadBadge(targets, 1);
    showUnreadBadge(targets, 12);
    showUnreadBadge(targets, 0);
    expect(calls).toEqual(['overlay dot "1 unread message"', 'overlay dot "12 unread messages"', 'overlay null ""']);
    expect(unreadDescription(2)).toBe("2 unread messages");
  });
});

describe("windowTitle", () => {
  it("puts the unread count first and names the site", () => {
    expect(windowTitle({ productName: "Hostsite Admin", version: "1.2.0", siteName: "Brand A", unread: 3 })).toBe("(3) Hostsite Admin 1.2.0 — Brand A");
    expect(windowTitle({ productName: "Hostsite Admin", version: "1.2.0", siteName: "Brand A", unread: 0 })).toBe("Hostsite Admin 1.2.0 — Brand A");
    expect(windowTitle({ productName: "Hostsite Admin", version: "1.2.0", siteName: null, unread: null })).toBe("Hostsite Admin 1.2.0");
  });
});

describe("redDotBitmap", () => {
  it("draws an opaque red disc with transparent corners, premultiplied BGRA", () => {
    const size = 16;
    const pixels = redDotBitmap(size);
    expect(pixels).toHaveLength(size * size * 4);
    const at = (x: number, y: number) => [...pixels.subarray((y * size + x) * 4, (y * size + x) * 4 + 4)];
    expect(at(8, 8)).toEqual([0x2f, 0x2f, 0xd6, 255]);
    expect(at(0, 0)[3]).toBe(0);
    expect(at(15, 15)[3]).toBe(0);
    for (let i = 0; i < pixels.length; i += 4) expect(pixels[i + 2]).toBeLessThanOrEqual(pixels[i + 3]); // premultiplied
  });
});
