import { enhance } from "../enhance/names";
import { UTC_DATE, utcDateLanguage } from "../dates";
import { useLanguage } from "../i18n/PageTexts";
import { dateTimeFormat } from "../../../../common/intlFormats";

/** The date in UTC in the page's language, as `formatExpiry` writes it on the server, with the language's format made once. */
function utcDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : dateTimeFormat(utcDateLanguage(language), UTC_DATE).format(date);
}

/**
 * A date: in UTC in the server HTML (the same for every visitor, so it can be cached), shown in the visitor's
 * own date format and time zone by `localDate.client.ts`.
 */
export function LocalDate({ iso }: { iso: string }) {
  const language = useLanguage();
  return (
    <time dateTime={iso} {...enhance("local-date")}>
      {utcDate(iso, language)}
    </time>
  );
}
