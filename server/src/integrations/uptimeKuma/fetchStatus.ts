import type { SystemStatus } from "../../../../common/contracts";
import type { UnknownStatusCode } from "../../../../common/statusCodes";
import { monitorsOfMetrics, monitorsOfStatusPage, type MonitorObservation } from "./monitors";
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

/** One read of the status monitor: the overall state, and each monitor it reports (null when the read failed). */
export interface StatusReport {
  status: SystemStatus;
  monitors: MonitorObservation[] | null;
}

/** Asks the configured Uptime Kuma for the overall state. Never throws: any failure is 'unknown' with the reason. */
export async function fetchSystemStatus(settings: StatusMonitorSettings, opts: FetchStatusOptions = {}): Promise<SystemStatus> {
  return (await fetchStatusReport(settings, opts)).status;
}

/** Asks the configured Uptime Kuma for the overall state and each monitor's. Never throws (see fetchSystemStatus). */
export async function fetchStatusReport(settings: StatusMonitorSettings, opts: FetchStatusOptions = {}): Promise<StatusReport> {
  const checked_at = (opts.now ?? (() => new Date()))().toISOString();
  if (!settings.uptime_kuma_url.trim()) return { status: unknownStatus("not_configured", "status monitor not configured", checked_at), monitors: null };
  try {
    const read = await readFrom(parseStatusSource(settings.uptime_kuma_url, settings.uptime_kuma_api_key), opts.timeoutMs ?? DEFAULT_STATUS_TIMEOUT_MS);
    return { status: { ...read.summary, checked_at }, monitors: read.monitors };
  } catch (error) {
    const status =
      error instanceof StatusUnavailable ? unknownStatus(error.code, error.message, checked_at) : unknownStatus("unexpected_answer", UNEXPECTED, checked_at);
    return { status, monitors: null };
  }
}

interface Read {
  summary: StatusSummary;
  monitors: MonitorObservation[];
}

async function readFrom(source: StatusSource, timeoutMs: number): Promise<Read> {
  switch (source.kind) {
    case "invalid":
      throw new StatusUnavailable(source.code, source.reason);
    case "status-page":
      return readStatusPage(source.base, source.slug, timeoutMs);
    case "metrics":
      return readMetrics(source.url, source.apiKey, timeoutMs);
    case "entry-page": {
      const entry = (await getJson(`${source.base}/api/entry-page`, timeoutMs)) as { type?: string; statusPageSlug?: string };
      if (entry.type !== "statusPageMatchedDomain" || !entry.statusPageSlug) {
        throw new StatusUnavailable("needs_status_page", "give the status page address ending in /status/<slug>, or an API key");
      }
      return readStatusPage(source.base, entry.statusPageSlug, timeoutMs);
    }
  }
}

/**
 * Public status page: its monitors and groups, and the latest beats of each (GET /api/status-page/heartbeat/<slug>,
 * asked past Uptime Kuma's 60-second cache so a pending or down beat is seen when it happens).
 */
async function readStatusPage(base: string, slug: string, timeoutMs: number): Promise<Read> {
  const page = encodeURIComponent(slug);
  // The heartbeat route answers even for a slug that does not exist, so the page itself is asked for as well.
  const [statusPage, heartbeats] = await Promise.all([
    getJson(`${base}/api/status-page/${page}`, timeoutMs, `status page "${slug}" not found`),
    getJson(`${base}/api/status-page/heartbeat/${page}`, timeoutMs, `status page "${slug}" not found`, { "x-apicache-bypass": "1" }),
  ]);
  const list = (heartbeats as { heartbeatList?: unknown }).heartbeatList;
  if (typeof list !== "object" || list === null) throw new StatusUnavailable("unexpected_answer", UNEXPECTED);
  const latest = Object.values(list)
    .filter((beats): beats is Array<{ status: unknown }> => Array.isArray(beats) && beats.length > 0)
    .map((beats) => Number(beats[beats.length - 1]?.status));
  return {
    summary: summarizeStatuses(latest.filter((status) => Number.isInteger(status))),
    monitors: monitorsOfStatusPage(statusPage, list as Record<string, unknown>),
  };
}

/** Prometheus /metrics: one `monitor_status{...} N` line per active monitor (read with the API key as the Basic-auth password). */
async function readMetrics(url: string, apiKey: string, timeoutMs: number): Promise<Read> {
  const headers = apiKey ? { authorization: `Basic ${Buffer.from(`:${apiKey}`).toString("base64")}` } : undefined;
  const response = await request(url, timeoutMs, headers);
  if (response.status === 401) {
    throw apiKey
      ? new StatusUnavailable("api_key_rejected", "API key rejected by the status monitor")
      : new StatusUnavailable("api_key_required", "the status monitor needs an API key");
  }
  if (!response.ok) throw new StatusUnavailable("monitor_error", `status monitor answered HTTP ${response.status}`);
  const metrics = await response.text();
  return { summary: summarizeStatuses(parseMonitorStatuses(metrics)), monitors: monitorsOfMetrics(metrics) };
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

async function getJson(url: string, timeoutMs: number, notFound = "status page not found", headers: Record<string, string> = {}): Promise<unknown> {
  const response = await request(url, timeoutMs, { accept: "application/json", ...headers });
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
