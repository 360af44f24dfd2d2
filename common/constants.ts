/** Business constants: poll interval, page size, preview length, drag distance, storage keys, messages. */
/**
 * How often the system status is checked, in seconds (the site setting status_update_interval): 10 to 300, and
 * 30 when it is not set. The server's status poller, the public site's badge and the admin form use these.
 */
export const STATUS_POLL_SECONDS = 30;
export const STATUS_POLL_MIN_SECONDS = 10;
export const STATUS_POLL_MAX_SECONDS = 300;
/** Page sizes of the admin lists: the API's default `limit` and what the admin panel asks for; at most 100 a page. */
export const SUBMISSIONS_PAGE_SIZE = 10;
export const ACTIVITY_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
export const MESSAGE_PREVIEW_LENGTH = 100;
export const DRAG_ACTIVATION_PX = 3;
export const PROMO_DISMISS_KEY = "promo_floating_dismissed";
export const LEGAL_EDITOR_ROWS = 20;
export const CONTACT_MESSAGE_ROWS = 5;
/** The API's 413 answer to a body over 1 MB; the contact form shows it too. */
export const BODY_TOO_LARGE_DETAIL = "Request body is too large (limit 1 MB)";
export const NO_RESPONSE_MESSAGE = "No response from server. Check if backend is running.";
/** Shown on the maintenance page when the administrator left the message empty. */
export const MAINTENANCE_DEFAULT_MESSAGE = "We are carrying out scheduled maintenance and will be back shortly. Thank you for your patience.";
