/**
 * The desktop renderer's origin. The app serves its bundled renderer through this privileged custom scheme
 * (never from the remote server), so the origin is stable on every machine and the server can allow exactly
 * it in CORS. Plain constants only: imported by the main process, the renderer and the server's CORS middleware.
 */
export const APP_SCHEME = "app";
export const APP_HOST = "admin";
export const DESKTOP_APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}` as const;
/** The renderer's entry page. */
export const APP_ENTRY_URL = `${DESKTOP_APP_ORIGIN}/index.html`;

/**
 * The origin of a URL as Chromium sees it. WHATWG URL (Node, and so Electron's main process) gives an opaque
 * "null" origin for schemes it does not know, while Chromium treats the registered standard scheme "app" like
 * http: so the app's origin is computed here by hand. null for an unparsable URL or an opaque origin.
 */
export function originOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol === `${APP_SCHEME}:`) return parsed.host === "" ? null : `${APP_SCHEME}://${parsed.host}`;
  return parsed.origin === "null" ? null : parsed.origin;
}
