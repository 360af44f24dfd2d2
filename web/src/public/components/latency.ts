/**
 * Measuring a visitor's latency to the locations, in their browser: plain functions without the DOM, shared by the
 * latency test's module and its tests.
 *
 * Each location's test address is fetched LATENCY_REQUESTS times, one after another, with `cache: "no-store"`
 * (every request reaches the location). The first is not counted: it also looks up the name and opens the
 * connection. The median of the others is the latency, so one slow answer does not decide. Requests are made in
 * "cors" mode, so an answer that is not 200/204 (a wrong address) is seen and not measured; an address that
 * answers without Access-Control-Allow-Origin (an image on a plain web server) cannot be read, only timed: when the
 * first request fails that way, the others are made in "no-cors" mode and their opaque answers are timed.
 */

/** Requests per location; the first is not counted. */
export const LATENCY_REQUESTS = 5;
/** A request that takes longer is a failed measurement. */
const REQUEST_TIMEOUT_MS = 5000;

/** A location as the test needs it: its key, its name and its test address. */
export interface TestedLocation {
  key: string;
  name: string;
  url: string;
}

/** The test's texts, written by the server in the page's language; `{ms}`, `{rank}`, `{name}`, `{time}` are filled in here. */
export interface LatencyTexts {
  testing: string;
  measuring: string;
  /** "{ms} ms" */
  milliseconds: string;
  failed: string;
  /** "No. {rank}" */
  rank: string;
  /** "Nearest to you: {name}, {time}." */
  result: string;
  /** "{rank}. {name}: {time}" */
  ranked: string;
  noneMeasured: string;
}

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** A location's latency in whole milliseconds, or null when a request failed (no answer, an error status, too slow). */
export async function measureLatency(
  url: string,
  fetcher: Fetcher = (input, init) => fetch(input, init),
  clock = () => performance.now(),
): Promise<number | null> {
  let mode: RequestMode = "cors";
  const times: number[] = [];
  for (let request = 0; request < LATENCY_REQUESTS; request++) {
    const started = clock();
    try {
      const response = await fetcher(url, {
        cache: "no-store",
        mode,
        credentials: "omit",
        referrerPolicy: "no-referrer",
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const took = clock() - started;
      if (response.type !== "opaque" && !response.ok) return null;
      void response.body?.cancel().catch(() => {});
      if (request > 0) times.push(took);
    } catch {
      // Refused in "cors" mode on the first request: perhaps an answer without CORS headers, which can still be timed.
      if (request > 0 || mode === "no-cors") return null;
      mode = "no-cors";
    }
  }
  return Math.round(median(times));
}

/** A location's measurement: milliseconds, or null when it could not be measured. */
export interface Measurement {
  key: string;
  ms: number | null;
}

/** Fastest first; those that could not be measured last, in the order they came. */
export function ranked<T extends Measurement>(measurements: readonly T[]): T[] {
  return [...measurements].sort((a, b) => (a.ms ?? Infinity) - (b.ms ?? Infinity));
}

/** Fills the `{name}` arguments of a text the server wrote. */
export function filled(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
