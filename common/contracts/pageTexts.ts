import { z } from "zod";
import { CONTACT_REASONS } from "../contactOutcome";
import { STATUS_CODES, VERDICT_CODES } from "../statusCodes";
import { defineResource } from "./endpoint";
import { LanguageQuerySchema } from "./shared";

const text = () => z.string();

/** The reasons of an unknown status that have a text of their own (no monitors has `noServicesMonitored`). */
const STATUS_REASON_CODES = STATUS_CODES.filter(
  (code): code is Exclude<(typeof STATUS_CODES)[number], (typeof VERDICT_CODES)[number] | "no_monitors"> =>
    !(VERDICT_CODES as readonly string[]).includes(code) && code !== "no_monitors",
);

/**
 * What the status badge can say, in one language: each state, the monitor's exact verdicts, why a status is unknown
 * (by the status's `code`) and that the status could not be loaded.
 */
const StatusTextsSchema = z.object({
  checking: text(),
  operational: text(),
  degraded: text(),
  down: text(),
  unknown: text(),
  noServicesMonitored: text(),
  underMaintenance: text(),
  partiallyDegraded: text(),
  majorOutage: text(),
  loadFailed: text(),
  reasons: z.object(Object.fromEntries(STATUS_REASON_CODES.map((code) => [code, text()])) as Record<(typeof STATUS_REASON_CODES)[number], z.ZodString>),
});
export type StatusTexts = z.infer<typeof StatusTextsSchema>;

/** What the contact form says: while sending, the thank-you, and the message of each reason it can fail for. */
const ContactTextsSchema = z.object({
  sending: text(),
  thanks: text(),
  reasons: z.object(Object.fromEntries(CONTACT_REASONS.map((reason) => [reason, text()])) as Record<(typeof CONTACT_REASONS)[number], z.ZodString>),
});
export type ContactTexts = z.infer<typeof ContactTextsSchema>;

/** The texts the page's scripts show only after they have heard from the server, in one language. */
const PageTextsSchema = z.object({ status: StatusTextsSchema, contact: ContactTextsSchema });
export type PageTexts = z.infer<typeof PageTextsSchema>;

export const pageTextsApi = defineResource("page-texts", {
  get: {
    method: "GET",
    path: "/api/page-texts",
    access: "public",
    summary: "The texts the public pages' scripts show after hearing from the server",
    description:
      "In the language `lang` picks: the status badge's texts (for a status its poll brings) and the contact form's (while sending, the thank-you, each reason a message can fail for, with each field's limit filled in). The pages fetch them when they need them instead of carrying them in every page.",
    query: LanguageQuerySchema,
    response: PageTextsSchema,
  },
});
