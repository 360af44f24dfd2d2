import type { Language } from "./i18n/languages";
import { numberFormat } from "./intlFormats";

/** A price split for a plan card: the currency sign before or after the figure, the figure alone (the part a term switch changes). */
interface MoneyParts {
  before: string;
  amount: string;
  after: string;
}

/**
 * Formats amounts of one currency the way one language writes them ("4,99 €" in German, "€4.99" in English): the
 * public pages in the page's language, the admin panel in English.
 */
export interface Money {
  /** The whole price: "€4.99", "4,99 €", "$5" (whole amounts without cents, as prices have always been shown). */
  format(amount: number): string;
  /** The price with its cents even when whole ("£12.00"): the admin panel's lists and fields. */
  exact(amount: number): string;
  /** The currency's short sign ("$" for USD, "€" for EUR; the code itself where it has none). */
  sign: string;
  parts(amount: number): MoneyParts;
  /** A percentage as the language writes it ("20%", "20 %"). */
  percent(value: number): string;
}

const NUMBER_PARTS = new Set(["integer", "group", "decimal", "fraction", "minusSign", "plusSign"]);
/** The most amounts one Money keeps the parts of. */
const MAX_SPLITS_KEPT = 5_000;

/** One Money per language and currency: a plan card asks for it several times, a big catalogue's page thousands. */
const MADE = new Map<string, Money>();

export function money(language: Language, currency: string): Money {
  const key = `${language}|${currency}`;
  let made = MADE.get(key);
  if (!made) {
    made = makeMoney(language, currency);
    // Languages and ISO currency codes are few; a map of them stays small.
    MADE.set(key, made);
  }
  return made;
}

function makeMoney(language: Language, currency: string): Money {
  const cents = numberFormat(language, { style: "currency", currency });
  const whole = numberFormat(language, { style: "currency", currency, minimumFractionDigits: 0 });
  const formatter = (amount: number) => (Number.isInteger(amount) ? whole : cents);
  const percent = numberFormat(language, { style: "percent", maximumFractionDigits: 2 });
  /** Each amount's parts, split once: every plan card shows its price in parts. */
  const splits = new Map<number, MoneyParts>();
  return {
    format: (amount) => formatter(amount).format(amount),
    exact: (amount) => cents.format(amount),
    sign: cents.formatToParts(0).find((part) => part.type === "currency")?.value ?? currency,
    percent: (value) => percent.format(value / 100),
    parts(amount) {
      let split = splits.get(amount);
      if (!split) {
        split = Object.freeze(splitAmount(formatter(amount).formatToParts(amount)));
        // A catalogue has few distinct prices; the map stays small (and is capped for one that does not).
        if (splits.size < MAX_SPLITS_KEPT) splits.set(amount, split);
      }
      return split;
    },
  };
}

/** The parts of a formatted price: the currency sign before or after the figure, and the figure. */
function splitAmount(parts: Intl.NumberFormatPart[]): MoneyParts {
  const first = parts.findIndex((part) => NUMBER_PARTS.has(part.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => NUMBER_PARTS.has(part.type));
  const text = (from: number, to: number) =>
    parts
      .slice(from, to)
      .map((part) => part.value)
      .join("");
  return { before: text(0, first), amount: text(first, last + 1), after: text(last + 1, parts.length) };
}

/** A plain number in the language's way ("19", "7,7"): tax rates in notes. */
export function formatNumber(value: number, language: Language): string {
  return numberFormat(language, { maximumFractionDigits: 2 }).format(value);
}
