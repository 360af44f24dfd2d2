import { dateLocale, formatExpiry } from "../dates";
import { whenIdle } from "../enhance/idle";
import { ENHANCE_ATTRIBUTE } from "../enhance/names";

/** The batch each date is formatted in. */
const batches = new WeakMap<Element, Promise<void>>();

/** How long the worker may take before the dates are formatted here instead. */
const WORKER_PATIENCE_MS = 5000;

/**
 * Formats the ISO dates in a worker (off the main thread), started once the page has loaded and the browser is idle
 * (until then the server's date in the page's language shows); where workers are unavailable or fail, here.
 */
async function formatLocally(isoDates: string[], locale: string | undefined): Promise<string[]> {
  await whenIdle();
  const onMainThread = () => isoDates.map((iso) => formatExpiry(iso, true, locale));
  if (typeof Worker === "undefined") return onMainThread();
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./localDate.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(onMainThread());
      return;
    }
    const finish = (texts: () => string[]) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(texts());
    };
    const timer = setTimeout(() => finish(onMainThread), WORKER_PATIENCE_MS);
    worker.onmessage = (event: MessageEvent<string[]>) => finish(() => event.data);
    worker.onerror = () => finish(onMainThread);
    worker.postMessage({ dates: isoDates, locale });
  });
}

/**
 * Shows the `<time>`'s date in the visitor's time zone, in their own locale when it is the page's language (`<html
 * lang>`), else in the page's language (`dateLocale`). The first date to start formats every date of
 * the page not formatted yet, together, in one worker; the returned promise settles when they are shown.
 */
export function start(time: HTMLElement): Promise<void> {
  const known = batches.get(time);
  if (known) return known;
  const times = [...document.querySelectorAll<HTMLElement>(`time[${ENHANCE_ATTRIBUTE}~="local-date"]`)].filter((element) => !batches.has(element));
  if (!times.includes(time)) times.push(time);
  const locale = dateLocale(document.documentElement.lang, navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
  const batch = formatLocally(
    times.map((element) => element.getAttribute("datetime") ?? ""),
    locale,
  ).then((texts) => {
    times.forEach((element, index) => {
      if (texts[index]) element.textContent = texts[index];
    });
  });
  for (const element of times) batches.set(element, batch);
  return batch;
}
