import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { BILLING_DEFAULTS } from "../../../../common/contracts";
import { startFakeBlesta, type FakeBlesta } from "../../../test/fakes/fakeBlesta";
import { syncPlans } from "./sync";
import { SYNC_ALREADY_RUNNING, SyncRunner, SyncScheduler } from "./syncRunner";

let blesta: FakeBlesta;
beforeAll(async () => {
  blesta = await startFakeBlesta({
    user: "site",
    key: "k3y",
    delayMs: 150,
    packages: [{ id: 10, name: "VPS", pricing: [{ term: 1, period: "month", price: 9.99, currency: "USD" }] }],
  });
});
afterAll(() => blesta.close());

describe("SyncRunner", () => {
  it("never runs two syncs at once: the second caller is told one is running", async () => {
    const runner = new SyncRunner();
    const settings = { ...BILLING_DEFAULTS, api_url: blesta.url, username: "site", api_key: "k3y" };
    const sync = () => syncPlans({ settings, plans: [{ id: 1, name: "VPS", type: "vps", blesta_package_id: 10 }] }).then((out) => out.summary);
    const [first, second] = await Promise.all([runner.run(sync), runner.run(sync)]);
    expect(first).toMatchObject({ success: true, plans_updated: 1 });
    expect(second).toMatchObject({ success: false, message: SYNC_ALREADY_RUNNING, plans_updated: 0 });
    // Only the first sync talked to Blesta (default currency + one package).
    expect(blesta.requests).toHaveLength(2);
    expect(runner.running).toBe(false);
    expect(await runner.run(sync)).toMatchObject({ success: true });
  });

  it("turns a throwing task into a failed result", async () => {
    const result = await new SyncRunner().run(() => Promise.reject(new Error("disk full")));
    expect(result).toMatchObject({ success: false, message: "Sync failed: disk full" });
  });
});

describe("SyncScheduler", () => {
  let scheduler: SyncScheduler | undefined;
  afterEach(() => scheduler?.stop());

  it("runs every sync_frequency hours while enabled and follows setting changes", async () => {
    const settings = { sync_enabled: true, sync_frequency: 2 };
    let runs = 0;
    // One configured hour = 20 ms, so every 40 ms.
    scheduler = new SyncScheduler({ getSettings: () => settings, run: async () => void runs++, hourMs: 20 });
    await scheduler.start();
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 1_000 });

    settings.sync_enabled = false;
    await scheduler.refresh();
    const stoppedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toBe(stoppedAt);

    settings.sync_enabled = true;
    await scheduler.refresh();
    await vi.waitFor(() => expect(runs).toBeGreaterThan(stoppedAt), { timeout: 1_000 });
  });

  it("after a restart waits only for what is left of the period since the last sync", async () => {
    let runs = 0;
    const lastSync = new Date(Date.now() - 950).toISOString();
    scheduler = new SyncScheduler({
      getSettings: () => ({ sync_enabled: true, sync_frequency: 1 }),
      lastSync: () => lastSync,
      run: async () => void runs++,
      hourMs: 1_000,
    });
    await scheduler.start();
    await vi.waitFor(() => expect(runs).toBe(1), { timeout: 300 });
  });

  it("reports a failing run and keeps scheduling", async () => {
    const errors: unknown[] = [];
    scheduler = new SyncScheduler({
      getSettings: () => ({ sync_enabled: true, sync_frequency: 1 }),
      run: () => Promise.reject(new Error("boom")),
      onError: (error) => errors.push(error),
      hourMs: 20,
    });
    await scheduler.start();
    await vi.waitFor(() => expect(errors.length).toBeGreaterThanOrEqual(2), { timeout: 1_000 });
  });
});
