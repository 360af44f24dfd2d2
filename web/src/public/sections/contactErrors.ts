import type { ContactReason } from "../../../../common/contactOutcome";

/**
 * What the contact form says, in the page's language; the server puts it on the form (`data-texts`) for its module.
 * This module runs in the browser too: it holds no catalog (the texts are made in `contactTexts.ts`).
 */
export interface ContactTexts {
  sending: string;
  thanks: string;
  reasons: Record<ContactReason, string>;
}

/** The message for an error's reason (from the answer's codes), in the page's language. */
export function contactErrorText(texts: ContactTexts, reason: ContactReason): string {
  return texts.reasons[reason];
}

/** The fields whose errors sit at the field itself (their reason codes start with the field's name). */
export const CONTACT_FIELDS = ["name", "email", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The field an error reason is about ("email_invalid" → "email"); null for errors of the whole form. */
export function fieldOfReason(reason: string): ContactField | null {
  const field = reason.split("_")[0];
  return (CONTACT_FIELDS as readonly string[]).includes(field) ? (field as ContactField) : null;
}
