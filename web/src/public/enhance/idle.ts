/** How long work waiting for an idle moment waits at most. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Settles once the browser has a quiet moment after the page has loaded: for work that may wait until the first
 * screen is painted and the page's own start is done (starting a worker thread, which competes with painting for
 * a phone's cores). Where `requestIdleCallback` is missing (Safari), a task after the load event.
 */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === "complete") idle();
    else addEventListener("load", idle, { once: true });
  });
}
