/**
 * Data-centre locations: the rules server, admin panel and public pages share. No zod here: the public pages
 * import this.
 */
import type { MonitorState } from "./contracts/status";

export const LOCATION_LIMITS = { locations: 50, key: 32, name: 100, city: 100, orderValue: 100, monitors: 200 } as const;

/** A location's key: lower-case letters, digits and hyphens. */
export const LOCATION_KEY_PATTERN = /^[a-z0-9-]+$/;

/** A plan's place in a location: offered there, or sold out there. */
export interface PlanLocation {
  key: string;
  sold_out: boolean;
}

/**
 * An address visitors' browsers may fetch to measure their latency: https, or http only on a loopback address
 * (a test machine: a public page must never load plain http from elsewhere).
 */
export function isLatencyTestUrl(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && isLoopbackHost(url.hostname);
}

function isLoopbackHost(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname);
}

/** Worst first: a location is as bad as its worst monitor. */
const SEVERITY: readonly MonitorState[] = ["down", "maintenance", "unknown", "up"];

/** A location's status: the worst state of its monitors; unknown without any. */
export function worstState(states: readonly MonitorState[]): MonitorState {
  if (states.length === 0) return "unknown";
  return SEVERITY.find((state) => states.includes(state)) ?? "unknown";
}

/** A plan with locations is sold out when it is sold out in each of them (one without says so with its own flag). */
export function soldOutEverywhere(locations: readonly PlanLocation[]): boolean {
  return locations.length > 0 && locations.every((location) => location.sold_out);
}

/**
 * The location a plan's order goes to: the one the visitor chose while the plan is offered there, else the
 * plan's first location that is not sold out; null when the plan states none (or none is open).
 */
export function orderLocationKey(locations: readonly PlanLocation[], chosen: string | null | undefined): string | null {
  if (chosen && locations.some((location) => location.key === chosen && !location.sold_out)) return chosen;
  return locations.find((location) => !location.sold_out)?.key ?? null;
}
