import { afterEach, describe, expect, it, vi } from "vitest";
import type { SystemStatus } from "../../../../common/contracts";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../test/fakes/fakeUptimeKuma";
import { StatusPoller, type StatusPollerSettings } from "./statusPoller";

let kuma: FakeUptimeKuma | undefined;
let poller: StatusPoller | undefined;
afterEach(async () => {
  poller?.stop();
  await kuma?.close();
});

describe("StatusPoller", () => {
  it("follows a change of the monitors within one interval", async () => {
    kuma = await startFakeUptimeKuma({ monitors: [1, 1] });
    const seen: SystemStatus[] = [];
    const settings: StatusPollerSettings = { uptime_kuma_url: kuma.statusPageUrl, uptime_kuma_api_key: "", status_update_interval: 10 };
    // 10 configured seconds = 100 ms here.
    poller = new StatusPoller({ getSettings: () => settings, onResult: (s) => seen.push(s), secondMs: 10, timeoutMs: 500 });
    expect(poller.current()).toMatchObject({ status: "unknown", checked_at: null });
    poller.start();
    await vi.waitFor(() => expect(poller!.current().status).toBe("operational"));
    kuma.setMonitors([1, 0]);
    await vi.waitFor(() => expect(poller!.current().status).toBe("degraded"), { timeout: 1_000 });
    kuma.setMonitors([0, 0]);
    await vi.waitFor(() => expect(poller!.current().status).toBe("down"), { timeout: 1_000 });
    expect(seen.at(-1)).toEqual(poller.current());
  });

  it("re-reads the settings: unconfigured → configured via refreshNow, and the interval change applies", async () => {
    kuma = await startFakeUptimeKuma({ monitors: [1] });
    const settings: StatusPollerSettings = { uptime_kuma_url: "", uptime_kuma_api_key: "", status_update_interval: 300 };
    poller = new StatusPoller({ getSettings: () => settings, secondMs: 1, timeoutMs: 500 });
    poller.start();
    await vi.waitFor(() => expect(poller!.current().text).toBe("Status Unknown (status monitor not configured)"));

    settings.uptime_kuma_url = kuma.statusPageUrl;
    expect(await poller.refreshNow()).toMatchObject({ status: "operational" });

    settings.status_update_interval = 10;
    await poller.refreshNow();
    const before = kuma.requests.length;
    await new Promise((resolve) => setTimeout(resolve, 200));
    // Every 10 ms now (two requests per check), so many more checks than one.
    expect(kuma.requests.length - before).toBeGreaterThan(6);
  });

  it("stop() ends polling and a down monitor becomes unknown, not an exception", async () => {
    kuma = await startFakeUptimeKuma({ monitors: [1] });
    const settings = { uptime_kuma_url: kuma.statusPageUrl, uptime_kuma_api_key: "", status_update_interval: 10 };
    poller = new StatusPoller({ getSettings: () => settings, secondMs: 5, timeoutMs: 500 });
    poller.start();
    await vi.waitFor(() => expect(poller!.current().status).toBe("operational"));
    await kuma.close();
    kuma = undefined;
    await vi.waitFor(() => expect(poller!.current()).toMatchObject({ status: "unknown", text: "Status Unknown (status monitor unreachable)" }));
    poller.stop();
    const last = poller.current();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(poller.current()).toBe(last);
  });

  it("a settings reader that throws gives 'unknown'", async () => {
    poller = new StatusPoller({
      getSettings: () => {
        throw new Error("store down");
      },
    });
    expect(await poller.refreshNow()).toMatchObject({ status: "unknown", text: "Status Unknown (settings could not be read)" });
  });
});
