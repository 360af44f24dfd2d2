import { z } from "zod";
import { defineResource } from "./endpoint";
import { IncidentSummarySchema } from "./incidents";
import { timestamp } from "./shared";
import { SystemStatusSchema } from "./systemStatus";

/** The setup checklist's items, in the order the overview lists them. */
export const SETUP_KEYS = [
  "company_info",
  "smtp",
  "status_monitor",
  "billing",
  "prices_match",
  "currency_prices",
  "location_tests",
  "two_factor",
  "demo_content",
  "backups",
] as const;
export type SetupKey = (typeof SETUP_KEYS)[number];

/** How young the newest backup must be for the checklist's backup item to be done. */
export const BACKUP_FRESH_HOURS = 48;

const SetupItemSchema = z.object({
  key: z.enum(SETUP_KEYS),
  done: z.boolean(),
  /** What the item is about, e.g. "Mail server (SMTP)". */
  label: z.string(),
  /** One sentence: what is missing, or what is set. */
  hint: z.string(),
  /** The admin panel's tab where it is set up; the panel's address of that tab is `/admin#<tab>`. */
  tab: z.string(),
});
export type SetupItem = z.infer<typeof SetupItemSchema>;

/** The last billing price sync (scheduled or started by hand). */
const LastSyncSchema = z.object({
  /** When it ended. */
  at: timestamp(),
  success: z.boolean(),
  /** What it did, e.g. "Updated 3 plans", or why it failed. */
  message: z.string(),
  plans_updated: z.number().int(),
  plans_failed: z.number().int(),
});
export type LastSync = z.infer<typeof LastSyncSchema>;

/** What the administrator sees first: what waits for them, what is not set up yet, and how the site's machinery runs. */
const OverviewSchema = z.object({
  /** Contact messages not yet marked as read. */
  unread_messages: z.number().int(),
  /** Contact messages received in the last 7 × 24 hours. */
  messages_last_7_days: z.number().int(),
  /**
   * The setup checklist, one item per key in this order: company_info (the company's name and e-mail are set and
   * name, e-mail and phone are not the demo's or the placeholders'), smtp (host and user name set), status_monitor
   * (a monitor address set), billing (Blesta's address, user and key set), prices_match (no plan mapped to a Blesta
   * package has a site price that differs from Blesta's by more than rounding, and Blesta's prices of every mapped
   * plan are known; the hint names the plans), currency_prices (every enabled currency is offered to visitors: every
   * plan has a price in it; the hint names the plans that hold a currency back), location_tests (every location's
   * latency test address answered the server's last check, made every 10 minutes; the hint names the locations
   * whose address does not answer), two_factor (two-factor sign-in on),
   * demo_content (no unchanged demo plan, category, promo code or text left), backups (a backup younger than 48 hours).
   */
  setup: z.array(SetupItemSchema),
  /** E-mails about contact messages: waiting for (another) try, and given up on. */
  mail: z.object({ queued: z.number().int(), failed: z.number().int() }),
  /** When the newest backup was made; null when there is none. */
  last_backup_at: timestamp().nullable(),
  /** The last billing price sync; null when prices were never synced. */
  last_sync: LastSyncSchema.nullable(),
  /** The status monitor's latest verdict, as the public status badge shows it (`unknown` while no monitor is set or it cannot be read). */
  status: SystemStatusSchema,
  /** Incidents not resolved yet (published ones and drafts), newest first; the Status tab (`/admin#status`) manages them. */
  open_incidents: z.array(IncidentSummarySchema),
});
export type Overview = z.infer<typeof OverviewSchema>;

export const overviewApi = defineResource("overview", {
  get: {
    method: "GET",
    path: "/api/admin/overview",
    access: "admin",
    summary: "The admin panel's overview: messages, the setup checklist, mail, backups, billing sync, status and open incidents",
    response: OverviewSchema,
  },
});
