import { z } from "zod";
import { defineResource } from "./endpoint";
import { SUBMISSIONS_PAGE_SIZE } from "../constants";
import { LIMITS } from "./fields";
import { DeletedSchema, idParams, isoDate, pageSize, PaginationSchema, timestamp } from "./shared";

export const MAIL_STATUSES = ["pending", "sent", "failed", "not_configured"] as const;

/** A stored contact form message, with how its e-mail to the company went. */
export const ContactSubmissionSchema = z.object({
  id: z.number().int(),
  timestamp: timestamp(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  is_read: z.boolean(),
  mail_status: z.enum(MAIL_STATUSES),
  mail_attempts: z.number().int(),
  mail_error: z.string().nullable(),
});
export type ContactSubmission = z.infer<typeof ContactSubmissionSchema>;

const SubmissionQuerySchema = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(1_000_000).default(1),
  limit: pageSize(SUBMISSIONS_PAGE_SIZE),
  search: z.string().trim().max(LIMITS.title).optional().default(""),
  start_date: z.union([isoDate, z.literal("")]).optional(),
  end_date: z.union([isoDate, z.literal("")]).optional(),
});
export type SubmissionQuery = z.output<typeof SubmissionQuerySchema>;

export type MailStatus = (typeof MAIL_STATUSES)[number];

const SubmissionExportSchema = SubmissionQuerySchema.omit({ page: true, limit: true }).extend({
  format: z.enum(["json", "csv"], { error: "must be json or csv" }).default("json"),
});

const SubmissionPageSchema = z.object({ submissions: z.array(ContactSubmissionSchema), pagination: PaginationSchema });
export type SubmissionPage = z.infer<typeof SubmissionPageSchema>;

const submissionParams = idParams("Submission");
const readAnswer = (word: string) =>
  z.object({ success: z.literal(true), message: z.string().describe(`"Submission marked as ${word}"`), submission: ContactSubmissionSchema });
const FILTERS = "`search` matches name, e-mail, subject and message (any case); `start_date`/`end_date` are YYYY-MM-DD, inclusive.";

/** The messages visitors sent: read, searched, marked, exported and deleted by the administrator. */
export const contactSubmissionsApi = defineResource("contact-submissions", {
  list: {
    method: "GET",
    path: "/api/admin/contact-submissions",
    access: "admin",
    summary: "A page of messages, newest first",
    description: FILTERS,
    query: SubmissionQuerySchema,
    response: SubmissionPageSchema,
    errors: [400],
  },
  export: {
    method: "GET",
    path: "/api/admin/contact-submissions/export",
    access: "admin",
    summary: "Every message matching the filters, as CSV text or JSON",
    description: `${FILTERS} CSV cells that start with =, +, -, @, a tab or CR are neutralised against spreadsheet formulas.`,
    query: SubmissionExportSchema,
    response: z.union([
      z.object({ csv_data: z.string(), filename: z.string(), total: z.number().int() }),
      z.object({ submissions: z.array(ContactSubmissionSchema), exported_at: timestamp(), total: z.number().int(), filename: z.string() }),
    ]),
    errors: [400],
  },
  unreadCount: {
    method: "GET",
    path: "/api/admin/contact-submissions/unread-count",
    access: "admin",
    summary: "How many messages are unread (polled by the desktop app)",
    response: z.object({ unread: z.number().int() }),
  },
  get: {
    method: "GET",
    path: "/api/admin/contact-submissions/:id",
    access: "admin",
    summary: "One message",
    params: submissionParams,
    response: ContactSubmissionSchema,
    errors: [404],
  },
  markRead: {
    method: "PUT",
    path: "/api/admin/contact-submissions/:id/read",
    access: "admin",
    summary: "Mark a message read",
    params: submissionParams,
    response: readAnswer("read"),
    errors: [404],
  },
  markUnread: {
    method: "PUT",
    path: "/api/admin/contact-submissions/:id/unread",
    access: "admin",
    summary: "Mark a message unread",
    params: submissionParams,
    response: readAnswer("unread"),
    errors: [404],
  },
  remove: {
    method: "DELETE",
    path: "/api/admin/contact-submissions/:id",
    access: "admin",
    summary: "Delete a message",
    params: submissionParams,
    response: DeletedSchema,
    errors: [404],
  },
});
