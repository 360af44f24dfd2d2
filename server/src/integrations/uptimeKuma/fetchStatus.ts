import type { SystemStatus } from "../../../../common/contracts";
import type { UnknownStatusCode } from "../../../../common/statusCodes";
import { parseStatusSource, type StatusSource } from "./source";
import { unknownStatus } from "./statusText";
import { summarizeStatuses, type StatusSummary } from "./summarize";

export interface StatusMonitorSettings {
  uptime_kuma_url: string;
  uptime_kuma_api_key: string;
}

export interface FetchStatusOptions {
  /** Per request (default 8 000 ms): Uptime Kuma 1.23 never answers a request for an unknown slug. */
  timeoutMs?: number;
  now?: () => Date;
}

const DEFAULT_STATUS_TIMEOUT_MS = 8_000;

/** A failure: its code, and the reason shown in brackets after "Status Unknown". */
class StatusUnavailable extends Error {
  constructor(
    readonly code: UnknownStatusCode,
    reason: string,
  ) {
    super(reason);
  }
}

const UNEXPECTED = "unexpected answer from the status monitor";

/** Asks the configured Uptime Kuma for the overall state. Never throws: any failure is 'unknown' with the reason. */
export async function fetchSystemStatus(settings: StatusMonitorSettings, opts: FetchStatusOptions = {}): Promise<SystemStatus> {
  const checked_at = (opts.now ?? (() => new Date()))().toISOString();
  if (!settings.uptime_kuma_url.trim()) return unknownStatus("not_configured", "status monitor not configured", checked_at);
  try {
    const summary = await summaryFrom(parseStatusSource(settings.uptime_kuma_url, settings.uptime_kuma_api_key), opts.timeoutMs ?? DEFAULT_STATUS_TIMEOUT_MS);
    return { ...summary, checked_at };
  } catch (error) {
    return error instanceof StatusUnavailable
      ? unknownStatus(error.code, error.message, checked_at)
      : unknownStatus("unexpected_answer", UNEXPECTED, checked_at);
  }
}

async function summaryFrom(source: StatusSource, timeoutMs: number): Promise<StatusSummary> {
  switch (source.kind) {
    case "invalid":
      throw new StatusUnavailable(source.code, source.reason);
    case "status-page":
      return statusPageSummary(source.base, source.slug, timeoutMs);
    case "metrics":
      return metricsSummary(source.url, source.apiKey, timeoutMs);
    case "entry-page": {
      const entry = (await getJson(`${source.base}/api/entry-page`, timeoutMs)) as { type?: string; statusPageSlug?: string };
      if (entry.type !== "statusPageMatchedDomain" || !entry.statusPageSlug) {
        throw new StatusUnavailable("needs_status_page", "give the status page address ending in /status/<slug>, or an API key");
      }
      return statusPageSummary(source.base, entry.statusPageSlug, timeoutMs);
    }
  }
}

/** Public status page: the latest beat of each monitor on it (GET /api/status-page/heartbeat/<slug>). */
async function statusPageSummary(base: string, slug: string, timeoutMs: number): Promise<StatusSummary> {
  const page = encodeURIComponent(slug);
  // The heartbeat route answers even for a slug that does not exist, so the page itself is asked for as well.
  const [, heartbeats] = await Promise.all([
    getJson(`${base}/api/status-page/${page}`, timeoutMs, `status page "${slug}" not found`),
    getJson(`${base}/api/status-page/heartbeat/${page}`, timeoutMs, `status page "${slug}" not found`),
  ]);
  const list = (heartbeats as { heartbeatList?: unknown }).heartbeatList;
  if (typeof list !== "object" || list === null) throw new StatusUnavailable("unexpected_answer", UNEXPECTED);
  const latest = Object.values(list)
    .filter((beats): beats is Array<{ status: unknown }> => Array.isArray(beats) && beats.length > 0)
    .map((beats) => Number(beats[beats.length - 1]?.status));
  return summarizeStatuses(latest.filter((status) => Number.isInteger(status)));
}

/** Prometheus /metrics: one `monitor_status{...} N` line per active monitor (read with the API key as the Basic-auth password). */
async function metricsSummary(url: string, apiKey: string, timeoutMs: number): Promise<StatusSummary> {
  const headers = apiKey ? { authorization: `Basic ${Buffer.from(`:${apiKey}`).toString("base64")}` } : undefined;
  const response = await request(url, timeoutMs, headers);
  if (response.status === 401) {
    throw apiKey
      ? new StatusUnavailable("api_key_rejected", "API key rejected by the status monitor")
      : new StatusUnavailable("api_key_required", "the status monitor needs an API key");
  }
  if (!response.ok) throw new StatusUnavailable("monitor_error", `status monitor answered HTTP ${response.status}`);
  return summarizeStatuses(parseMonitorStatuses(await response.text()));
}

/** The values of every monitor_status sample in Prometheus text format. */
export function parseMonitorStatuses(metrics: string): number[] {
  const statuses: number[] = [];
  for (const line of metrics.split("\n")) {
    const sample = /^monitor_status(?:\{.*\})?\s+(\S+)/.exec(line.trim());
    if (sample && Number.isInteger(Number(sample[1]))) statuses.push(Number(sample[1]));
  }
  return statuses;
}

async function getJson(url: string, timeoutMs: number, notFound = "status page not found"): Promise<unknown> {
  const response = await request(url, timeoutMs, { accept: "application/json" });
  if (response.status === 404) throw new StatusUnavailable("status_page_not_found", notFound);
  if (!response.ok) throw new StatusUnavailable("monitor_error", `status monitor answered HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new StatusUnavailable("unexpected_answer", UNEXPECTED);
  }
}

async function request(url: string, timeoutMs: number, headers?: Record<string, string>): Promise<Response> {
  try {
    return await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs), redirect: "follow" });
  } catch (error) {
    const name = (error as Error).name;
    if (name === "TimeoutError" || name === "AbortError") throw new StatusUnavailable("timeout", "status monitor did not answer in time");
    throw new StatusUnavailable("unreachable", "status monitor unreachable");
  }
}
