/**
 * What every native notification of the app is made of, and the rules its texts follow: one short line each
 * (a notification shows on a lock screen and in the OS's notification history), and a few at a time.
 */

/** A native notification's text. */
export interface Notice {
  title: string;
  body: string;
}

const MAX_FIELD_LENGTH = 80;

/** One line of typed text (a visitor's or an administrator's), safe and short enough for a notification. */
export function oneLine(text: string): string {
  const clean = text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return clean.length > MAX_FIELD_LENGTH ? `${clean.slice(0, MAX_FIELD_LENGTH - 1)}…` : clean;
}

/** At most this many notices show one by one per poll; the rest are summed up in one. */
const MAX_SINGLE_NOTICES = 3;

/** The first few notices, then one that sums up how many more there were. */
export function firstFew(notices: Notice[], summary: (rest: number) => Notice): Notice[] {
  const shown = notices.slice(0, MAX_SINGLE_NOTICES);
  const rest = notices.length - shown.length;
  return rest > 0 ? [...shown, summary(rest)] : shown;
}
