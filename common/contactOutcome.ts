import type { ErrorCode, FieldErrorCode } from "./errorCodes";

/**
 * What the contact form tells the visitor, shared by the scripted form, the form that posts without JavaScript
 * (POST /contact → 303 to /?contact=sent or /?contact=error&reason=<code>, under /{lang}/ for another language)
 * and the server. The reason is a fixed code, never free text, so nobody can make the page show words of their
 * own; the page shows its language's text for it. It comes from the API's error answer: its `code`, and for a
 * field's rule the field and the rule's code (`errors[0]`), never the wording of `detail`.
 * No zod here: the public page bundle imports this.
 */
export const CONTACT_REASONS = [
  "rate_limited",
  "too_large",
  "name_required",
  "name_too_long",
  "name_line_break",
  "email_required",
  "email_too_long",
  "email_invalid",
  "subject_required",
  "subject_too_long",
  "subject_line_break",
  "message_required",
  "message_too_long",
  "failed",
] as const;
export type ContactReason = (typeof CONTACT_REASONS)[number];

/** The result shown above the form after a post without JavaScript. */
export type ContactNotice = { phase: "success" } | { phase: "error"; reason: ContactReason };

function isContactReason(value: unknown): value is ContactReason {
  return typeof value === "string" && (CONTACT_REASONS as readonly string[]).includes(value);
}

/** The reasons whose text names the rule of a field: the rule's code → the reason's ending. */
const FIELD_RULES: Partial<Record<FieldErrorCode, string>> = {
  required: "required",
  too_long: "too_long",
  line_break: "line_break",
  invalid_email: "invalid",
};

/** The reasons of the answer codes that are not about a field. */
const ANSWER_REASONS: Partial<Record<ErrorCode, ContactReason>> = { rate_limited: "rate_limited", payload_too_large: "too_large" };

/**
 * The reason for an error answer of the contact API (its JSON body): its code, or the field and the rule's code
 * of its first field problem; anything unforeseen is "failed" (the general message).
 */
export function contactReasonOf(answer: unknown): ContactReason {
  if (answer === null || typeof answer !== "object") return "failed";
  const { code, errors } = answer as { code?: unknown; errors?: unknown };
  const own = typeof code === "string" ? ANSWER_REASONS[code as ErrorCode] : undefined;
  if (own) return own;
  const first: unknown = code === "validation_failed" && Array.isArray(errors) ? errors[0] : undefined;
  if (first === null || typeof first !== "object") return "failed";
  const { field, code: rule } = first as { field?: unknown; code?: unknown };
  const ending = typeof rule === "string" && Object.hasOwn(FIELD_RULES, rule) ? FIELD_RULES[rule as FieldErrorCode] : undefined;
  const reason = `${String(field)}_${ending}`;
  return ending && isContactReason(reason) ? reason : "failed";
}

/** The notice for the `contact` and `reason` query parameters of the home page, or null. */
export function contactNoticeFor(contact: unknown, reason: unknown): ContactNotice | null {
  if (contact === "sent") return { phase: "success" };
  if (contact !== "error") return null;
  return { phase: "error", reason: isContactReason(reason) ? reason : "failed" };
}

/** Where POST /contact sends the browser back to: `home`, the home page in the form's language ("/", "/de/"). */
export function contactRedirect(outcome: { sent: true } | { sent: false; reason: ContactReason }, home = "/"): string {
  return outcome.sent ? `${home}?contact=sent#contact` : `${home}?contact=error&reason=${outcome.reason}#contact`;
}
