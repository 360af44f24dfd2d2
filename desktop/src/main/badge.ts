/**
 * The unread count outside the page: in the window title everywhere, as the dock badge on macOS and the
 * launcher badge on Linux desktops that support one (app.setBadgeCount), as a taskbar overlay on Windows.
 */

/** The parts of Electron's app and window the badge uses (fakes in tests; see electronAdapters.ts). */
export interface BadgeTargets {
  platform: NodeJS.Platform;
  /** app.setBadgeCount: false where the desktop has no badge. */
  setBadgeCount(count: number): boolean;
  /** BrowserWindow.setOverlayIcon on Windows: a red dot (null removes it) and what screen readers say. */
  setOverlayIcon(dot: "dot" | null, description: string): void;
}

export function unreadDescription(count: number): string {
  return count === 1 ? "1 unread message" : `${count} unread messages`;
}

/** Shows `count` (null = unknown, shown as none) where this platform can. */
export function showUnreadBadge(targets: BadgeTargets, count: number | null): void {
  const shown = count ?? 0;
  if (targets.platform === "win32") {
    targets.setOverlayIcon(shown > 0 ? "dot" : null, shown > 0 ? unreadDescription(shown) : "");
    return;
  }
  targets.setBadgeCount(shown);
}

export interface TitleParts {
  productName: string;
  version: string;
  siteName: string | null;
  unread: number | null;
}

/** "(3) Hostsite Admin 1.2.0 — Brand A": the count first, so it shows in a narrow taskbar button. */
export function windowTitle({ productName, version, siteName, unread }: TitleParts): string {
  const count = unread !== null && unread > 0 ? `(${unread}) ` : "";
  return `${count}${productName} ${version}${siteName ? ` — ${siteName}` : ""}`;
}

/**
 * A red dot for the Windows taskbar overlay, as raw BGRA pixels (for nativeImage.createFromBitmap), so the
 * app ships no extra image file. Anti-aliased edge, transparent corners; premultiplied alpha, as Chromium's
 * bitmaps are.
 */
export function redDotBitmap(size = 16): Buffer {
  const pixels = Buffer.alloc(size * size * 4);
  const center = (size - 1) / 2;
  const radius = size / 2 - 0.5;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - center, y - center);
      const coverage = Math.max(0, Math.min(1, radius - distance + 0.5));
      const at = (y * size + x) * 4;
      pixels[at] = Math.round(0x2f * coverage); // blue
      pixels[at + 1] = Math.round(0x2f * coverage); // green
      pixels[at + 2] = Math.round(0xd6 * coverage); // red
      pixels[at + 3] = Math.round(coverage * 255);
    }
  }
  return pixels;
}
