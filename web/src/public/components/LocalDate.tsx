import { enhance } from "../enhance/names";
import { formatExpiry } from "../dates";
import { useLanguage } from "../i18n/PageTexts";

/**
 * A date: in UTC in the server HTML (the same for every visitor, so it can be cached), shown in the visitor's
 * own date format and time zone by `localDate.client.ts`.
 */
export function LocalDate({ iso }: { iso: string }) {
  const language = useLanguage();
  return (
    <time dateTime={iso} {...enhance("local-date")}>
      {formatExpiry(iso, false, language)}
    </time>
  );
}
