// The status page's part of `npm run bench`: a site with 50 shown monitors and their 90 days, its page served from
// the page cache next to the home page, and its cold render (the first request after a write).
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { demoSiteData } from "../../server/src/store/demoData";
import { aBadDay, statusMonitorData, type StatusMonitorSeed } from "../../server/test/fixtures/statusSite";
import { apiAt } from "../../server/test/testServer";

const MONITORS = 50;
const COLD_RENDERS = 21;

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

export interface ColdRenders {
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
export async function measureColdRenders(base: string, token: string): Promise<ColdRenders> {
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
  }
  times.sort((a, b) => a - b);
  return { medianMs: times[Math.floor(times.length / 2)], worstMs: times[times.length - 1], bytes };
}
