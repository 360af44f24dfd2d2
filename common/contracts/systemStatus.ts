import { z } from "zod";
import { defineResource } from "./endpoint";
import { timestamp } from "./shared";

const SYSTEM_STATES = ["operational", "degraded", "down", "unknown"] as const;
export type SystemState = (typeof SYSTEM_STATES)[number];

/** The status badge: the status monitor's verdict, read in the background at the configured interval. */
export const SystemStatusSchema = z.object({
  status: z.enum(SYSTEM_STATES),
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
    description: "`unknown` while no status monitor is configured or reachable.",
    response: SystemStatusSchema,
  },
});
