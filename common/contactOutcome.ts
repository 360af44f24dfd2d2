import { BODY_TOO_LARGE_DETAIL } from "./constants";
import { LIMITS } from "./limits";

/**
 * What the contact form tells the visitor, shared by the scripted form, the form that posts without JavaScript
 * (POST /contact → 303 to /?contact=sent or /?contact=error&reason=<code>, under /{lang}/ for another language)
 * and the server. The reason in the
 * address is a fixed code, never free text, so nobody can make the page show words of their own. The texts
 * for invalid fields are exactly the API's `detail` (field: rule), checked by a test against the validation.
 * No zod here: the public page bundle imports this.
 */
export const CONTACT_THANK_YOU = "Thank you for your message! We'll get back to you soon.";
export const CONTACT_ERROR = "Error sending message. Please try again or contact us directly.";

export const CONTACT_REASONS = {
  rate_limited: "Too many messages from your address. Please wait a minute and try again.",
  too_large: BODY_TOO_LARGE_DETAIL,
  name_required: "name: is required",
  name_too_long: `name: must be at most ${LIMITS.name} characters`,
  name_line_break: "name: must not contain line breaks",
  email_required: "email: is required",
  email_too_long: `email: must be at most ${LIMITS.email} characters`,
  email_invalid: "email: must be a valid e-mail address",
  subject_required: "subject: is required",
  subject_too_long: `subject: must be at most ${LIMITS.subject} characters`,
  subject_line_break: "subject: must not contain line breaks",
  message_required: "message: is required",
  message_too_long: `message: must be at most ${LIMITS.message} characters`,
  failed: CONTACT_ERROR,
} as const;
export type ContactReason = keyof typeof CONTACT_REASONS;

/** The result shown above the form after a post without JavaScript. */
export interface ContactNotice {
  phase: "success" | "error";
  message: string;
}

/** The code for an error detail the server gave; anything unforeseen is "failed" (the general message). */
export function contactReasonFor(detail: string): ContactReason {
  const found = (Object.keys(CONTACT_REASONS) as ContactReason[]).find((reason) => CONTACT_REASONS[reason] === detail);
  return found ?? "failed";
}

/** The notice for the `contact` and `reason` query parameters of the home page, or null. */
export function contactNoticeFor(contact: unknown, reason: unknown): ContactNotice | null {
  if (contact === "sent") return { phase: "success", message: CONTACT_THANK_YOU };
  if (contact !== "error") return null;
  const code = typeof reason === "string" && Object.hasOwn(CONTACT_REASONS, reason) ? (reason as ContactReason) : "failed";
  return { phase: "error", message: CONTACT_REASONS[code] };
}

/** Where POST /contact sends the browser back to: `home`, the home page in the form's language ("/", "/de/"). */
export function contactRedirect(outcome: { sent: true } | { sent: false; reason: ContactReason }, home = "/"): string {
  return outcome.sent ? `${home}?contact=sent#contact` : `${home}?contact=error&reason=${outcome.reason}#contact`;
}
