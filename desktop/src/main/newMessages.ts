import type { ContactSubmission } from "../../../common/contracts";
import { firstFew, oneLine, type Notice } from "./notices";

/**
 * Which contact messages to announce and what a notification says. Pure functions: the watcher fetches, these
 * decide. A notification names the sender and the subject, never the message itself (it shows on a lock
 * screen and in the OS's notification history).
 */

/** The fields of a contact submission (as the contract describes it) a notification may use. */
export type SubmissionSummary = Pick<ContactSubmission, "id" | "name" | "email" | "subject" | "is_read">;

export type MessageNotice = Notice;

/** The submissions of a list answer (`{"submissions": [...]}`), skipping anything that is not one. */
export function submissionsOf(body: unknown): SubmissionSummary[] {
  const list = (body as { submissions?: unknown } | null)?.submissions;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is SubmissionSummary =>
      typeof item === "object" &&
      item !== null &&
      Number.isSafeInteger((item as SubmissionSummary).id) &&
      typeof (item as SubmissionSummary).is_read === "boolean" &&
      typeof (item as SubmissionSummary).name === "string" &&
      typeof (item as SubmissionSummary).subject === "string",
  );
}

/** Unread submissions newer than the last one announced, newest first. */
export function unannounced(submissions: SubmissionSummary[], announcedUpTo: number): SubmissionSummary[] {
  return submissions.filter((s) => !s.is_read && s.id > announcedUpTo).sort((a, b) => b.id - a.id);
}

/** The notifications for newly arrived messages on one site: the newest few one by one, then a summary. */
export function noticesFor(siteName: string, fresh: SubmissionSummary[]): MessageNotice[] {
  const notices = fresh.map((s) => ({
    title: `New message on ${siteName}`,
    body: `From ${oneLine(s.name) || oneLine(s.email ?? "") || "a visitor"}: ${oneLine(s.subject) || "(no subject)"}`,
  }));
  return firstFew(notices, (rest) => ({ title: `New messages on ${siteName}`, body: `${rest} more new message${rest === 1 ? "" : "s"}` }));
}
