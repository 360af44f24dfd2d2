import { formatExpiry } from "../dates";

/**
 * Formats dates in the given locale and the visitor's time zone. Its own thread pays for the browser's first use of
 * Intl (loading locale data takes tens of milliseconds), so the page's main thread never does.
 */
self.onmessage = (event: MessageEvent<{ dates: string[]; locale?: string }>) => {
  const { dates, locale } = event.data;
  self.postMessage(dates.map((iso) => formatExpiry(iso, true, locale)));
};
