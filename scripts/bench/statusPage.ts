// The status page's part of `npm run bench`: a site with 50 shown monitors and their 90 days, its page served from
// the page cache next to the home page, and its cold render (the first request after a write).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { demoSiteData } from "../../server/src/store/demoData";
import { aBadDay, statusMonitorData, type StatusMonitorSeed } from "../../server/test/fixtures/statusSite";
import { apiAt } from "../../server/test/testServer";
import { load, type Measure } from "./servers";

const MONITORS = 50;
const COLD_RENDERS = 21;
const SETTLE_MS = 1_500;

/** 50 monitors in five groups, each with a bad day now and then, so their 90 days are not all alike. */
function benchMonitors(): StatusMonitorSeed[] {
  const groups = ["Websites", "Email", "Databases", "Game servers", "Network"];
  return Array.from({ length: MONITORS }, (_, index) => ({
    id: 11 + index,
    name: `${groups[index % groups.length]} node ${Math.floor(index / groups.length) + 1}`,
    group: groups[index % groups.length],
    state: index % 17 === 0 ? "down" : "up",
    down: { [(index * 7) % 90]: 20 + index, [(index * 13) % 90]: 200 + index },
  }));
}

/** Writes the bench's site: the demo content with the 50 monitors and their history, before the server starts. */
export async function writeStatusSite(dataDir: string): Promise<void> {
  const site = { ...demoSiteData(), ...statusMonitorData(benchMonitors()) };
  await writeFile(join(dataDir, "site.json"), JSON.stringify(site));
}

/** The incidents and maintenance window the page shows (their monitors are the first ones of the 50). */
export async function addStatusEvents(base: string, token: string): Promise<void> {
  await aBadDay({ api: apiAt(base), token });
}

interface ColdRenders {
  /** Milliseconds from the request to the last byte of an uncompressed page, each right after a write. */
  medianMs: number;
  worstMs: number;
  /** The page's size uncompressed. */
  bytes: number;
}

/**
 * Renames a monitor (a write to the monitors the page reads: its cached page is out of date) and asks for the
 * page at once, uncompressed (compressing is done once per version, off the event loop), `COLD_RENDERS` times.
 */
async function measureColdRenders(base: string, token: string): Promise<ColdRenders> {
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < COLD_RENDERS; round++) {
    const renamed = await fetch(`${base}/api/admin/status-monitors`, {
      method: "PUT",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify([{ id: 11, name: `Websites node 1 (${round})`, group: "Websites" }]),
    });
    if (!renamed.ok) throw new Error(`renaming a monitor failed: ${renamed.status} ${await renamed.text()}`);
    const started = performance.now();
    const page = await fetch(`${base}/status`, { headers: { "accept-encoding": "identity" } });
    const body = await page.arrayBuffer();
    times.push(performance.now() - started);
    bytes = body.byteLength;
    if (!page.ok || !new TextDecoder().decode(body).includes(`Websites node 1 (${round})`))
      throw new Error("the status page was not made again after the write");
    // The page just made is compressed in the background (brotli at its best quality takes a while): each render
    // is measured on its own, not against the last one's compression.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], worstMs: times[times.length - 1], bytes };
}

/** The status page from the page cache against the home page, and its cold renders. */
export interface StatusPageBench {
  home: Measure;
  statusPage: Measure;
  /** Status page requests per second / the home page's. */
  ratio: number;
  cold: ColdRenders;
  errors: number;
}

/** The mean of runs: requests per second averaged, the worst p99, errors and requests summed. */
function mean(runs: readonly Measure[]): Measure {
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    requests: runs.reduce((sum, run) => sum + run.requests, 0),
  };
}

/**
 * Loads the home page and the status page from the page cache, compressed as browsers take them (each asked once
 * first and given time for its best brotli, made once per version in the background), two rounds each, alternating,
 * so neither is always measured on a warmer or busier server; then the status page's cold renders.
 */
export async function measureStatusPage(base: string, token: string): Promise<StatusPageBench> {
  const headers = { "accept-encoding": "br, gzip" };
  for (const path of ["/", "/status"]) await fetch(base + path, { headers });
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const homeRuns: Measure[] = [];
  const statusRuns: Measure[] = [];
  for (let round = 0; round < 2; round++) {
    homeRuns.push(await load(`${base}/`, { headers }));
    statusRuns.push(await load(`${base}/status`, { headers }));
  }
  const home = mean(homeRuns);
  const statusPage = mean(statusRuns);
  const cold = await measureColdRenders(base, token);
  return { home, statusPage, ratio: statusPage.rps / home.rps, cold, errors: home.errors + statusPage.errors };
}

/** The bench table's rows for the status page. */
export function statusPageRows({ home, statusPage, ratio, cold }: StatusPageBench): string[][] {
  return [
    ["GET / (home page, from the page cache)", "", home.rps.toFixed(0), "", String(home.p99), ""],
    [
      `GET /status (${MONITORS} monitors × 90 days, from the page cache)`,
      home.rps.toFixed(0),
      statusPage.rps.toFixed(0),
      `${ratio.toFixed(2)}x`,
      String(statusPage.p99),
      "≥0.9x of /",
    ],
    [
      `GET /status right after a write (${(cold.bytes / 1024).toFixed(0)} KB uncompressed)`,
      "",
      "",
      "",
      `median ${cold.medianMs.toFixed(1)}, worst ${cold.worstMs.toFixed(1)}`,
      "median ≤50",
    ],
  ];
}

export function statusPageChecks({ ratio, cold }: StatusPageBench): (readonly [string, boolean])[] {
  return [
    ["status page from the page cache ≥ 0.9× the home page", ratio >= 0.9],
    ["status page made in ≤ 50 ms after a write (median)", cold.medianMs <= 50],
  ];
}
