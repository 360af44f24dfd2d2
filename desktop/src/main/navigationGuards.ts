import { DESKTOP_APP_ORIGIN, originOf } from "../../../common/origin";

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** A page of the app itself (served from its own files through app://admin). */
export function isAppUrl(url: string): boolean {
  return originOf(url) === DESKTOP_APP_ORIGIN;
}

/** The URL to hand to the system browser, or null: only http(s) links ever leave the app. */
export function externalUrlFor(url: string): string | null {
  const parsed = parse(url);
  if (parsed === null || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return null;
  if (parsed.username !== "" || parsed.password !== "") return null;
  return parsed.href;
}

interface PreventableEvent {
  preventDefault(): void;
}

/** The part of WebContents the guards use. */
export interface GuardedContents {
  on(event: "will-navigate" | "will-redirect", listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: "will-attach-webview", listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: "deny" }): void;
}

export type OpenExternal = (url: string) => Promise<void> | void;

/**
 * Every navigation away from the app is cancelled, every new window denied, <webview> refused; http(s) links
 * (a click or window.open) open in the system browser instead. Applied to every WebContents the app creates.
 */
export function guardContents(contents: GuardedContents, openExternal: OpenExternal): void {
  const openOutside = (url: string): void => {
    const external = externalUrlFor(url);
    if (external !== null) void Promise.resolve(openExternal(external)).catch(() => undefined);
  };
  contents.on("will-navigate", (event, url) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    openOutside(url);
  });
  contents.on("will-redirect", (event, url) => {
    if (!isAppUrl(url)) event.preventDefault();
  });
  contents.on("will-attach-webview", (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    openOutside(url);
    return { action: "deny" };
  });
}

/** The part of Session the permission guard uses. */
export interface GuardedSession {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
}

/** The admin panel needs no camera, notifications, geolocation, … : every permission request is denied. */
export function denyAllPermissions(session: GuardedSession): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}
