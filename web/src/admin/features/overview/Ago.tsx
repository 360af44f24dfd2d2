import { formatDateTime, timeAgo } from "../../lib/format";

/** A time as "3 hours ago", with the full date and time on hover and for screen readers. */
export function Ago({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      {timeAgo(iso)}
    </time>
  );
}
