import { formatExpiry } from "../dates";

const waiting: HTMLElement[] = [];
let batch: Promise<void> | null = null;

/** Formats the ISO dates in a worker (off the main thread); where workers are unavailable, here. */
function formatLocally(isoDates: string[]): Promise<string[]> {
  const onMainThread = () => isoDates.map((iso) => formatExpiry(iso, true));
  if (typeof Worker === "undefined") return Promise.resolve(onMainThread());
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./localDate.worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(onMainThread());
      return;
    }
    worker.onmessage = (event: MessageEvent<string[]>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = () => {
      worker.terminate();
      resolve(onMainThread());
    };
    worker.postMessage(isoDates);
  });
}

/**
 * Shows the `<time>`'s date in the visitor's locale and time zone. The page's dates are formatted together, in a
 * worker; the returned promise settles when they are shown.
 */
export function start(time: HTMLElement): Promise<void> {
  waiting.push(time);
  batch ??= Promise.resolve().then(async () => {
    const times = waiting.splice(0);
    batch = null;
    const texts = await formatLocally(times.map((element) => element.getAttribute("datetime") ?? ""));
    times.forEach((element, index) => {
      if (texts[index]) element.textContent = texts[index];
    });
  });
  return batch;
}
