import type { ContactReason } from "../contactOutcome";
import type { ContactTexts, PageTexts, StatusTexts } from "../contracts/pageTexts";
import { LIMITS } from "../limits";
import { formatText, type Catalog } from "./catalogs";

/**
 * The texts the public pages' scripts show only after they heard from the server (GET /api/page-texts), made from a
 * language's catalog. The server renders the same texts into the pages (the badge's state, a form's notice), so a
 * page and its scripts always say the same thing.
 */
export function pageTextsOf(catalog: Catalog): PageTexts {
  return { status: statusTexts(catalog), contact: contactTexts(catalog) };
}

/** The status badge's texts: its states and the reasons of an unknown status. */
export function statusTexts(catalog: Catalog): StatusTexts {
  return { ...catalog.status, reasons: catalog.statusReasons };
}

const FIELD_LIMITS: Record<string, number> = { name: LIMITS.name, email: LIMITS.email, subject: LIMITS.subject, message: LIMITS.message };

/** The contact form's texts, each field's limit filled in. */
export function contactTexts(catalog: Catalog): ContactTexts {
  const reasons = catalog.contact.reasons;
  const filled = Object.fromEntries(
    (Object.keys(reasons) as Array<keyof typeof reasons>).map((reason) => [
      reason,
      formatText(reasons, reason, { max: FIELD_LIMITS[reason.split("_")[0]] ?? 0 }),
    ]),
  ) as Record<ContactReason, string>;
  return { sending: catalog.contact.sending, thanks: catalog.contact.thanks, reasons: filled };
}
