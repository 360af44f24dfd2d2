import { expect } from "vitest";

/**
 * Runs `work` while polling `${url}/healthz` (every 10 ms after each answer): how long the work took, its result
 * and every health answer's time. For a server in its own process, so the health checks time its event loop.
 */
export async function whilePollingHealth<T>(url: string, work: () => Promise<T>): Promise<{ result: T; elapsed: number; healthTimes: number[] }> {
  let done = false;
  const healthTimes: number[] = [];
  const poller = (async () => {
    while (!done) {
      const started = performance.now();
      const response = await fetch(`${url}/healthz`);
      await response.text();
      expect(response.status).toBe(200);
      healthTimes.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, elapsed: performance.now() - started, healthTimes };
  } finally {
    done = true;
    await poller;
  }
}
