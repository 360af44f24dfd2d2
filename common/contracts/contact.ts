import { z } from "zod";
import type { Pagination } from "./shared";
import { isEmailAddress, LIMITS, requiredText, singleLine, text } from "./fields";

/** The name of the hidden honeypot field on the public contact form. */
export const HONEYPOT_FIELD = "website";

export const ContactMessageSchema = z.object({
  name: singleLine(LIMITS.name),
  email: requiredText(LIMITS.email).refine(isEmailAddress, "must be a valid e-mail address"),
  subject: singleLine(LIMITS.subject),
  message: requiredText(LIMITS.message),
  [HONEYPOT_FIELD]: text(LIMITS.url).optional(),
});
export type ContactMessage = z.output<typeof ContactMessageSchema>;

export type MailStatus = "pending" | "sent" | "failed" | "not_configured";

export interface ContactSubmission {
  id: number;
  timestamp: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  is_read: boolean;
  mail_status: MailStatus;
  mail_attempts: number;
  mail_error: string | null;
}

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date as YYYY-MM-DD")
  // Date.parse rolls over impossible days (2024-02-30 → March 1), so check the date comes back unchanged.
  .refine((v) => {
    const time = Date.parse(`${v}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === v;
  }, "must be a real date");

export const SubmissionQuerySchema = z.object({
  page: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(1_000_000).default(1),
  limit: z.coerce.number().int("must be a whole number").min(1, "must be at least 1").max(100, "must be at most 100").default(10),
  search: z.string().trim().max(LIMITS.title).optional().default(""),
  start_date: z.union([isoDate, z.literal("")]).optional(),
  end_date: z.union([isoDate, z.literal("")]).optional(),
});
export type SubmissionQuery = z.output<typeof SubmissionQuerySchema>;

export const SubmissionExportSchema = SubmissionQuerySchema.omit({ page: true, limit: true }).extend({
  format: z.enum(["json", "csv"], { error: "must be json or csv" }).default("json"),
});

export interface SubmissionPage {
  submissions: ContactSubmission[];
  pagination: Pagination;
}
