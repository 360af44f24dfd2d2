import type { ContactReason } from "../../../../common/contactOutcome";
import { LIMITS } from "../../../../common/limits";
import type { Catalog } from "../i18n/catalogs/en";
import { fill } from "../i18n/fill";

/** What the contact form says, in the page's language; the server puts it on the form (`data-texts`) for its module. */
export interface ContactTexts {
  sending: string;
  thanks: string;
  reasons: Record<ContactReason, string>;
}

const FIELD_LIMITS: Record<string, number> = { name: LIMITS.name, email: LIMITS.email, subject: LIMITS.subject, message: LIMITS.message };

export function contactTexts(texts: Catalog): ContactTexts {
  const reasons = Object.fromEntries(
    Object.entries(texts.contact.reasons).map(([reason, text]) => [reason, fill(text, { max: FIELD_LIMITS[reason.split("_")[0]] ?? "" })]),
  ) as Record<ContactReason, string>;
  return { sending: texts.contact.sending, thanks: texts.contact.thanks, reasons };
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
