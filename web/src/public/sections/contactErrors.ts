import type { ContactReason } from "../../../../common/contactOutcome";
import type { ContactTexts } from "../../../../common/contracts/pageTexts";

/** What the contact form says, in the page's language (made from the catalog in `common/i18n/pageTexts.ts`). */
export type { ContactTexts };

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
