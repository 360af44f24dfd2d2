/** Ids the status page's markup and its module share (plain data: the module never imports a component). */

/** The status page's content, which its module replaces with a fresh page's. */
export const STATUS_LIVE_ID = "status-live";

/** The site-wide notice above every page: the module puts a fresh page's in its place (or removes it). */
export const SITE_NOTICE_ID = "site-notice";

/** The one hint every strip of days points to (how the arrow keys move between days). */
export const BARS_HINT_ID = "status-bars-hint";
