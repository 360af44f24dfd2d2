import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../../test/eventually";
import { silentLogger } from "../logging/logger";
import { createLocation, updateLocation } from "../services/locations";
import { JsonStore } from "../store/jsonStore";
import { demoSiteData } from "../store/demoData";
import { createLocationTests } from "./locationTests";

/** Nothing listens on port 1 of this machine: the address is refused at once. */
const REFUSED = "http://127.0.0.1:1/ping";

let dataDir: string;
let store: JsonStore;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "location-tests-"));
  store = await JsonStore.open({ dataDir, logger: silentLogger, seed: () => demoSiteData() });
});

afterEach(async () => {
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("the location test job", () => {
  it("checks an address added since its last run as soon as its results are looked at, not a minute later", async () => {
    // A schedule so slow that only the first run at start happens during the test.
    const job = createLocationTests(store, silentLogger, { secondMs: 10_000_000 });
    job.start();
    try {
      await job.runNow();
      const location = await createLocation(store, { key: "broken", name: "Broken DC", country: "FR", latency_url: REFUSED });
      // The first look starts the check; a later one has its answer.
      expect(job.results().has(REFUSED)).toBe(false);
      const result = await eventually(() => {
        const found = job.results().get(REFUSED);
        expect(found).toBeDefined();
        return found!;
      });
      expect(result.ok).toBe(false);

      // A changed address is checked the same way, and the old one forgotten.
      const other = "http://127.0.0.1:1/other";
      await updateLocation(store, location.id, { latency_url: other });
      await eventually(() => expect([...job.results().keys()]).toEqual([other]));
    } finally {
      job.stop();
    }
  });

  it("starts no check once stopped", async () => {
    const job = createLocationTests(store, silentLogger, { secondMs: 10_000_000 });
    job.start();
    await job.runNow();
    job.stop();
    await createLocation(store, { key: "late", name: "Late DC", country: "DE", latency_url: REFUSED });
    job.results();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(job.results().size).toBe(0);
  });
});
