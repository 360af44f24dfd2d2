import { z } from "zod";
import { defineResource } from "./endpoint";
import { ACTIVITY_PAGE_SIZE } from "../constants";
import { LIMITS } from "./fields";
import { pageSize, PaginationSchema, timestamp } from "./shared";

/** One line of the activity log: a sign-in (or a failed one), a two-factor or session change, or an admin change. */
const ActivityEntrySchema = z.object({
  id: z.number().int(),
  timestamp: timestamp(),
  /** "login", "login_failed", "2fa.enable", "session.revoke", or "<resource>.<create|update|delete>" such as "hosting-plans.update". */
  action: z.string(),
  /** The administrator's name, or the name tried at a failed sign-in. */
  actor: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  /** The record changed, e.g. "#3", or "". */
  target: z.string(),
  /** The request of a change, e.g. "PUT /api/admin/hosting-plans/3"; of a sign-in or account event, what happened ("wrong two-factor code"). */
  detail: z.string(),
  success: z.boolean(),
  /**
   * The entry as a sentence naming the record as it was named at the time, e.g. `Plan "VPS M" updated`, `Promo code
   * WELCOME10 deleted`, `Signed in with a recovery code`. Entries from before sentences were written get one made
   * from their action and target (`Plan #3 updated`).
   */
  summary: z.string(),
});
export type ActivityEntry = z.infer<typeof ActivityEntrySchema>;

const ActivityQuerySchema = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").default(1),
  limit: pageSize(ACTIVITY_PAGE_SIZE),
  search: z.string().trim().max(LIMITS.title).optional().default(""),
});

const ActivityPageSchema = z.object({ entries: z.array(ActivityEntrySchema), pagination: PaginationSchema });

export const activityApi = defineResource("activity", {
  list: {
    method: "GET",
    path: "/api/admin/activity",
    access: "admin",
    summary: "A page of the activity log, newest first",
    description:
      "`search` matches the action, user, address, target, detail and summary (any case). Entries older than the retention setting are removed daily.",
    query: ActivityQuerySchema,
    response: ActivityPageSchema,
    errors: [400],
  },
});
