import { z } from "zod";
import { STATUS_CODES } from "../statusCodes";
import { defineResource } from "./endpoint";
import { timestamp } from "./shared";

const SYSTEM_STATES = ["operational", "degraded", "down", "unknown"] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

/** The status badge: the status monitor's verdict, read in the background at the configured interval. */
export const SystemStatusSchema = z.object({
  status: z.enum(SYSTEM_STATES),
  /** Why: the verdict (operational, degraded, maintenance, down) or why it is unknown; pages translate this, not `text`. */
  code: z.enum(STATUS_CODES),
  /** What the badge says, e.g. "All Systems Operational", or "Status Unknown" with the reason. */
  text: z.string(),
  /** When the monitor was last read; null before the first read. */
  checked_at: timestamp().nullable(),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

export const systemStatusApi = defineResource("system-status", {
  get: {
    method: "GET",
    path: "/api/system-status",
    access: "public",
    summary: "The current system status",
    description:
      "`unknown` while no status monitor is configured or reachable. `code` says why, in a stable word (`operational`, `degraded`, `maintenance`, `down`, or the reason of an unknown status such as `not_configured`, `unreachable`, `timeout`, `no_monitors`); `text` says it in English.",
    response: SystemStatusSchema,
  },
});
