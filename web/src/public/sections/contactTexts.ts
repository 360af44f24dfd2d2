import type { ContactReason } from "../../../../common/contactOutcome";
import { LIMITS } from "../../../../common/limits";
import { formatText, type Catalog } from "../i18n/catalog";
import type { ContactTexts } from "./contactErrors";

export { contactErrorText, fieldOfReason, type ContactField } from "./contactErrors";

const FIELD_LIMITS: Record<string, number> = { name: LIMITS.name, email: LIMITS.email, subject: LIMITS.subject, message: LIMITS.message };

/** The contact form's texts in the catalog's language, each field's limit filled in (server-side: it formats the catalog's messages). */
export function contactTexts(texts: Catalog): ContactTexts {
  const reasons = texts.contact.reasons;
  const filled = Object.fromEntries(
    (Object.keys(reasons) as Array<keyof typeof reasons>).map((reason) => [
      reason,
      formatText(reasons, reason, { max: FIELD_LIMITS[reason.split("_")[0]] ?? 0 }),
    ]),
  ) as Record<ContactReason, string>;
  return { sending: texts.contact.sending, thanks: texts.contact.thanks, reasons: filled };
}
