/** Business constants: poll interval, page size, preview length, drag distance, storage keys, messages. */
export const STATUS_POLL_SECONDS = 30;
export const SUBMISSIONS_PAGE_SIZE = 10;
export const MESSAGE_PREVIEW_LENGTH = 100;
export const DRAG_ACTIVATION_PX = 3;
export const PROMO_DISMISS_KEY = "promo_floating_dismissed";
export const LEGAL_EDITOR_ROWS = 20;
export const CONTACT_MESSAGE_ROWS = 5;
export const NO_RESPONSE_MESSAGE = "No response from server. Check if backend is running.";
/** Shown on the maintenance page when the administrator left the message empty. */
export const MAINTENANCE_DEFAULT_MESSAGE = "We are carrying out scheduled maintenance and will be back shortly. Thank you for your patience.";
