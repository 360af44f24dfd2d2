import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeUptimeKuma, type FakeUptimeKuma } from "../../../test/fakes/fakeUptimeKuma";
import { fetchSystemStatus, parseMonitorStatuses } from "./fetchStatus";
import { parseStatusSource } from "./source";

const now = () => new Date("2025-03-04T05:06:07.000Z");
let kuma: FakeUptimeKuma;

beforeAll(async () => {
  kuma = await startFakeUptimeKuma({ apiKey: "uk1_secret" });
});
afterAll(() => kuma.close());

const viaPage = (url = kuma.statusPageUrl) => fetchSystemStatus({ uptime_kuma_url: url, uptime_kuma_api_key: "" }, { now, timeoutMs: 1_000 });
const viaMetrics = (key = "uk1_secret", url = kuma.metricsUrl) =>
  fetchSystemStatus({ uptime_kuma_url: url, uptime_kuma_api_key: key }, { now, timeoutMs: 1_000 });

describe("parseStatusSource", () => {
  it("recognises a status page, a /metrics URL and a bare base URL", () => {
    expect(parseStatusSource("https://status.example.com/status/Main/", "")).toEqual({ kind: "status-page", base: "https://status.example.com", slug: "main" });
    expect(parseStatusSource("https://status.example.com/status/main", "key")).toMatchObject({ kind: "status-page" });
    expect(parseStatusSource("https://status.example.com/metrics", "key")).toEqual({
      kind: "metrics",
      url: "https://status.example.com/metrics",
      apiKey: "key",
    });
    expect(parseStatusSource("https://status.example.com/", " key ")).toEqual({ kind: "metrics", url: "https://status.example.com/metrics", apiKey: "key" });
    expect(parseStatusSource("https://status.example.com", "")).toEqual({ kind: "entry-page", base: "https://status.example.com" });
    expect(parseStatusSource("ftp://x", "")).toMatchObject({ kind: "invalid", code: "invalid_scheme" });
    expect(parseStatusSource("not a url", "")).toMatchObject({ kind: "invalid", code: "invalid_url" });
  });

  // The stored URL's trailing slashes are trimmed in one pass: /\/+$/ took about 25 s on a run of 100,000 slashes.
  it("reads a URL with 100,000 slashes in linear time", { timeout: 5_000 }, () => {
    const slashes = "/".repeat(100_000);
    expect(parseStatusSource(`https://status.example.com/status/Main${slashes}`, "")).toEqual({
      kind: "status-page",
      base: "https://status.example.com",
      slug: "main",
    });
    expect(parseStatusSource(`https://status.example.com${slashes}x`, "")).toEqual({ kind: "entry-page", base: `https://status.example.com${slashes}x` });
  });
});

describe("fetchSystemStatus from the status page", () => {
  it.each([
    [[1, 1, 1], "operational", "operational", "All Systems Operational"],
    [[1, 0, 1], "degraded", "degraded", "Partially Degraded Service"],
    [[1, 2], "degraded", "degraded", "Partially Degraded Service"],
    [[0, 0, 2], "down", "down", "Major Outage"],
    [[0, 3, 1], "degraded", "maintenance", "Under Maintenance"],
    [[], "unknown", "no_monitors", "No Services Monitored"],
    [[null, null], "unknown", "no_monitors", "No Services Monitored"],
    [[null, 1], "operational", "operational", "All Systems Operational"],
  ] as const)("monitors %j → %s (%s)", async (monitors, status, code, text) => {
    kuma.setMonitors([...monitors]);
    expect(await viaPage()).toEqual({ status, code, text, checked_at: "2025-03-04T05:06:07.000Z" });
  });

  it("an unknown slug is reported, not shown as 'no services'", async () => {
    kuma.setMonitors([1]);
    expect((await viaPage(`${kuma.url}/status/nope`)).text).toBe('Status Unknown (status page "nope" not found)');
  });

  it("finds the status page of a custom domain through /api/entry-page", async () => {
    const mapped = await startFakeUptimeKuma({ domainMapped: true, monitors: [1, 0] });
    expect((await viaPage(mapped.url)).status).toBe("degraded");
    expect((await viaPage(kuma.url)).text).toMatch(/^Status Unknown \(give the status page address ending in \/status\/<slug>/);
    await mapped.close();
  });
});

describe("fetchSystemStatus from /metrics", () => {
  it("reads monitor_status lines with the key as Basic-auth password and an empty user", async () => {
    kuma.setMonitors([1, 0, 1]);
    expect(await viaMetrics()).toMatchObject({ status: "degraded", code: "degraded", text: "Partially Degraded Service" });
    expect(kuma.requests.at(-1)?.authorization).toBe(`Basic ${Buffer.from(":uk1_secret").toString("base64")}`);
    kuma.setMonitors([1, 1]);
    expect(await viaMetrics("uk1_secret", kuma.url)).toMatchObject({ status: "operational" });
  });

  it("a wrong or missing key is reported", async () => {
    expect((await viaMetrics("uk1_wrong")).text).toBe("Status Unknown (API key rejected by the status monitor)");
    expect((await viaMetrics("")).text).toBe("Status Unknown (the status monitor needs an API key)");
  });

  it("parses Prometheus text with and without labels, ignoring other metrics", () => {
    const text =
      '# HELP x\nmonitor_status{monitor_name="A b",monitor_url="https://x/{y}"} 1\nmonitor_status 0\nmonitor_response_time{a="1"} 3\nmonitor_status{a="b"} NaN\n';
    expect(parseMonitorStatuses(text)).toEqual([1, 0]);
  });
});

describe("fetchSystemStatus failures", () => {
  it("is 'not configured' without a URL", async () => {
    expect(await fetchSystemStatus({ uptime_kuma_url: "", uptime_kuma_api_key: "" }, { now })).toEqual({
      status: "unknown",
      code: "not_configured",
      text: "Status Unknown (status monitor not configured)",
      checked_at: "2025-03-04T05:06:07.000Z",
    });
  });

  it("times out on a server that never answers (Uptime Kuma 1.23 on an unknown slug)", async () => {
    const legacy = await startFakeUptimeKuma({ hangOnUnknownSlug: true });
    const started = Date.now();
    const result = await fetchSystemStatus({ uptime_kuma_url: `${legacy.url}/status/missing`, uptime_kuma_api_key: "" }, { timeoutMs: 300 });
    expect(result).toMatchObject({ status: "unknown", code: "timeout", text: "Status Unknown (status monitor did not answer in time)" });
    expect(Date.now() - started).toBeLessThan(2_000);
    await legacy.close();
  });

  it("times out when the whole server hangs", async () => {
    kuma.setHang(true);
    expect((await viaPage()).text).toBe("Status Unknown (status monitor did not answer in time)");
    kuma.setHang(false);
  });

  it("is unknown when the monitor is unreachable", async () => {
    const gone = await startFakeUptimeKuma();
    await gone.close();
    expect(await viaPage(gone.statusPageUrl)).toMatchObject({ status: "unknown", code: "unreachable", text: "Status Unknown (status monitor unreachable)" });
  });
});
