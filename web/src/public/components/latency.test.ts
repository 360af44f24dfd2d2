import { describe, expect, it } from "vitest";
import { filled, LATENCY_REQUESTS, measureLatency, median, ranked, type Fetcher } from "./latency";

/** A fetch whose answers take the given times on a fake clock (the clock moves by each answer's time). */
function timedFetch(times: readonly number[], answer: (call: number, init: RequestInit) => Response | Error = () => new Response(null, { status: 204 })) {
  let now = 0;
  const calls: RequestInit[] = [];
  const fetcher: Fetcher = async (_url, init) => {
    const call = calls.length;
    calls.push(init);
    now += times[call] ?? 0;
    const result = answer(call, init);
    if (result instanceof Error) throw result;
    return result;
  };
  return { fetcher, clock: () => now, calls };
}

describe("the latency test's measuring", () => {
  it("takes the median", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([40, 10, 30, 20])).toBe(25);
    expect(median([7])).toBe(7);
  });

  it("asks five times without the cache, leaves the first answer out and takes the median of the other four", async () => {
    const { fetcher, clock, calls } = timedFetch([400, 21, 19, 80, 20]);
    expect(await measureLatency("https://fra.example/ping", fetcher, clock)).toBe(21);
    expect(calls).toHaveLength(LATENCY_REQUESTS);
    for (const init of calls) expect(init).toMatchObject({ cache: "no-store", mode: "cors", credentials: "omit" });
  });

  it("cannot measure an address that answers with an error status or does not answer", async () => {
    const notFound = timedFetch([10, 10, 10, 10, 10], () => new Response("no", { status: 404 }));
    expect(await measureLatency("https://x.example/", notFound.fetcher, notFound.clock)).toBeNull();
    const gone = timedFetch([10, 10, 10, 10, 10], () => new TypeError("Failed to fetch"));
    expect(await measureLatency("https://x.example/", gone.fetcher, gone.clock)).toBeNull();
    expect(gone.calls.map((init) => init.mode)).toEqual(["cors", "no-cors"]);
  });

  it("times an address that answers without CORS headers (an image) in no-cors mode", async () => {
    const opaque = { type: "opaque", ok: false, body: null } as unknown as Response;
    const image = timedFetch([50, 30, 31, 29, 30], (_call, init) => (init.mode === "cors" ? new TypeError("CORS") : opaque));
    expect(await measureLatency("https://img.example/pixel.gif", image.fetcher, image.clock)).toBe(30);
    expect(image.calls.map((init) => init.mode)).toEqual(["cors", "no-cors", "no-cors", "no-cors", "no-cors"]);
  });

  it("ranks fastest first, those it could not measure last in their order", () => {
    const order = ranked([
      { key: "nyc", ms: 150 },
      { key: "gone", ms: null },
      { key: "fra", ms: 20 },
      { key: "down", ms: null },
      { key: "ams", ms: 80 },
    ]);
    expect(order.map((location) => location.key)).toEqual(["fra", "ams", "nyc", "gone", "down"]);
  });

  it("fills the arguments the server left in its texts", () => {
    expect(filled("Nearest to you: {name}, {time}.", { name: "Frankfurt", time: "23 ms" })).toBe("Nearest to you: Frankfurt, 23 ms.");
    expect(filled("{rank}. {name}", { rank: 2 })).toBe("2. {name}");
  });
});
