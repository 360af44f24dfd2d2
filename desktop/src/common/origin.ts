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
