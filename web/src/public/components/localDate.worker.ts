import { formatExpiry } from "../dates";

/**
 * Formats dates in the visitor's locale and time zone. Its own thread pays for the browser's first use of Intl
 * (loading locale data takes tens of milliseconds), so the page's main thread never does.
 */
self.onmessage = (event: MessageEvent<string[]>) => {
  self.postMessage(event.data.map((iso) => formatExpiry(iso, true)));
};
