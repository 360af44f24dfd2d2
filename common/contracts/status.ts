import { z } from "zod";
import { defineResource } from "./endpoint";
import { text } from "./fields";
import { LanguageQuerySchema, timestamp } from "./shared";
import { PublicIncidentSchema, PublicMaintenanceSchema } from "./incidents";
import { translationsAnswer, translationsInput } from "./translations";

/** How many days the status page shows, and how long the server keeps a monitor's day (older rows are dropped). */
export const STATUS_DAYS_SHOWN = 90;
export const STATUS_HISTORY_KEEP_DAYS = 400;
export const STATUS_MONITOR_LIMITS = { monitors: 200, name: 100, group: 100 } as const;

/** A monitor's state now: pending (Uptime Kuma retrying before it calls a monitor down) and no answer are unknown. */
export const MONITOR_STATES = ["up", "down", "maintenance", "unknown"] as const;
export type MonitorState = (typeof MONITOR_STATES)[number];

/** The state of everything shown, worst first: down (all down), degraded (some down), maintenance, up, unknown. */
const OVERALL_STATES = ["up", "degraded", "down", "maintenance", "unknown"] as const;
export type OverallState = (typeof OVERALL_STATES)[number];

const date = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
const minutes = () => z.number().int().min(0).max(1_440);

/**
 * One monitor's day (UTC) as the server counted it from its polls: at most one minute per monitor and minute, in
 * one of four kinds. The uptime of a day is up / (up + down); maintenance and unknown minutes count for neither.
 */
export const StatusHistoryRowSchema = z.object({
  monitor_id: z.number().int().min(0),
  date: date(),
  up_minutes: minutes(),
  down_minutes: minutes(),
  maintenance_minutes: minutes(),
  unknown_minutes: minutes(),
});
export type StatusHistoryRow = z.infer<typeof StatusHistoryRowSchema>;

/** A monitor's texts that have translations: its name and its group as visitors read them. */
export const STATUS_MONITOR_TEXT_FIELDS = { name: text(STATUS_MONITOR_LIMITS.name), group: text(STATUS_MONITOR_LIMITS.group) };

/** A monitor as the administrator sets it up: every monitor Uptime Kuma reports, a new one hidden until shown. */
const StatusMonitorSchema = z.object({
  /** Uptime Kuma's monitor id (stable across restarts, never reused). */
  id: z.number().int(),
  /** The name Uptime Kuma gives it. */
  kuma_name: z.string(),
  /** The name visitors read (empty: Uptime Kuma's). */
  name: z.string(),
  /** The group it is shown in (empty: none). */
  group: z.string(),
  visible: z.boolean(),
  display_order: z.number().int(),
  translations: translationsAnswer({ name: z.string(), group: z.string() }),
});
export type StatusMonitor = z.infer<typeof StatusMonitorSchema>;

/** One monitor's settings as a PUT sends them; a monitor left out keeps its own. */
const StatusMonitorInputSchema = z.object({
  id: z.number({ error: "is required" }).int("must be a monitor id"),
  ...STATUS_MONITOR_TEXT_FIELDS,
  visible: z.boolean({ error: "must be true or false" }).optional(),
  display_order: z.number().int().min(0).max(100_000).optional(),
  translations: translationsInput(STATUS_MONITOR_TEXT_FIELDS, "a monitor").optional(),
});

const StatusMonitorsSaveSchema = z
  .array(StatusMonitorInputSchema, { error: "must be a list of monitors" })
  .max(STATUS_MONITOR_LIMITS.monitors, `must have at most ${STATUS_MONITOR_LIMITS.monitors} monitors`);
export type StatusMonitorsSave = z.output<typeof StatusMonitorsSaveSchema>;

/** A day of a shown monitor: its uptime (null without counted minutes) and how many minutes it was down. */
const StatusDaySchema = z.object({ date: date(), uptime: z.number().nullable(), down_minutes: z.number().int() });

const PublicMonitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
  state: z.enum(MONITOR_STATES),
  /** Fractions 0–1 with 4 decimals; null without data. */
  uptime_24h: z.number().nullable(),
  uptime_30d: z.number().nullable(),
  uptime_90d: z.number().nullable(),
  /** Exactly 90 days, oldest first, ending today (UTC). */
  days: z.array(StatusDaySchema),
});

const PublicStatusSchema = z.object({
  overall: z.enum(OVERALL_STATES),
  /** When the status monitor was last read; null before the first read. */
  checked_at: timestamp().nullable(),
  monitors: z.array(PublicMonitorSchema),
  /** Published incidents open now, and those resolved in the last 90 days, newest first. */
  incidents: z.array(PublicIncidentSchema),
  /** Published maintenance windows in progress or to come, the soonest first. */
  maintenance: z.array(PublicMaintenanceSchema),
});
export type PublicStatus = z.infer<typeof PublicStatusSchema>;
export type PublicMonitorStatus = z.infer<typeof PublicMonitorSchema>;

export const statusApi = defineResource("status", {
  get: {
    method: "GET",
    path: "/api/status",
    access: "public",
    summary: "The status page's data: each shown monitor's state and 90 days of uptime",
    description: `Only the monitors the administrator shows, in their order. \`days\` holds exactly ${STATUS_DAYS_SHOWN} days, oldest first, ending today (UTC). Uptimes are up / (up + down) minutes as the server counted them from its polls of the status monitor, fractions 0–1 with 4 decimals, or null without data. \`lang\` picks the language of names and groups.`,
    query: LanguageQuerySchema,
    response: PublicStatusSchema,
  },
  monitors: {
    method: "GET",
    path: "/api/admin/status-monitors",
    access: "admin",
    summary: "Every monitor the status monitor reports, with how the status page shows it",
    response: z.array(StatusMonitorSchema),
  },
  saveMonitors: {
    method: "PUT",
    path: "/api/admin/status-monitors",
    access: "admin",
    summary: "Show, rename, group and order monitors",
    description: `A list of \`{id, name, group, visible, display_order, translations}\`; a monitor left out keeps its settings; an id the status monitor never reported is a 400 naming it. Names and groups at most ${STATUS_MONITOR_LIMITS.name} characters (empty: Uptime Kuma's name, no group).`,
    body: StatusMonitorsSaveSchema,
    response: z.array(StatusMonitorSchema),
    errors: [400],
  },
});
