import { z } from "zod";
import { defineResource } from "./endpoint";
import { DoneSchema, timestamp } from "./shared";

/** One signed-in session of the administrator. */
/** The message of a signed-out session: the API's answer and the admin panel's notice. */
export const SESSION_SIGNED_OUT = "Session signed out.";

const AdminSessionViewSchema = z.object({
  id: z.string(),
  created_at: timestamp(),
  last_seen_at: timestamp(),
  ip: z.string(),
  user_agent: z.string(),
  /** True for the session making this request. */
  current: z.boolean(),
});
export type AdminSessionView = z.infer<typeof AdminSessionViewSchema>;

const sessionParams = z.object({ id: z.string().max(100, "Session not found") });

/** The administrator's signed-in sessions (browsers and desktop apps), each ended on its own or all at once. */
export const sessionsApi = defineResource("sessions", {
  list: {
    method: "GET",
    path: "/api/admin/sessions",
    access: "admin",
    summary: "The signed-in sessions",
    response: z.array(AdminSessionViewSchema),
  },
  revokeOthers: {
    method: "POST",
    path: "/api/admin/sessions/revoke-others",
    access: "admin",
    summary: "Sign out every session but this one",
    response: DoneSchema.extend({ revoked: z.number().int() }),
  },
  revoke: {
    method: "DELETE",
    path: "/api/admin/sessions/:id",
    access: "admin",
    summary: "Sign out one session (its token answers 401 at once)",
    params: sessionParams,
    response: DoneSchema.extend({ id: z.string() }),
    errors: [404],
  },
});
