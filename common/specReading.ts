/**
 * How the plan finder and the compare page read a plan's free-text specs ("20 GB SSD", "2 vCPU", "Unlimited").
 * One reading for the server, the public pages and the admin panel's "read as …" lines. Pure, no zod, and linear
 * in the text's length: one pass cuts the text into numbers and words, then each rule looks at a token and its
 * neighbours only.
 *
 * The rules:
 * - A word saying there is no limit ("Unlimited", "unmetered", "∞", "unbegrenzt", "illimité", …) anywhere in the
 *   text: no limit ("1 Gbit/s unmetered" too).
 * - Sizes (RAM, disk, bandwidth) are in GB: the first number followed by a size unit, times a count written
 *   before it ("2x 1 TB" is 2,000 GB, the disks together). TB is 1,000 GB, PB 1,000,000 GB; MB is 1/1024 GB (RAM
 *   is sold in binary steps: "512 MB" is 0.5 GB); GiB and TiB read as GB and TB; French Go/To/Mo too. A lone
 *   number without any unit is GB ("4"). A speed ("1 Gbit/s", "100 Mbps", "1 GB/s") is no size.
 * - CPU in cores: the first number followed by a core word ("2 vCPU", "2 Cores", "4 vCores", "8 Threads", "4C"),
 *   else "dual/quad/hexa/octa core", else a count before "x" ("2x 3.4 GHz" is 2), else a lone number ("4"). A clock
 *   speed alone ("3.4 GHz") is unreadable.
 * - Counts (websites, databases, e-mail accounts, sub-, parked and addon domains): the first number ("10",
 *   "5 MySQL databases").
 * - Numbers: "2.5" and "1,5" are decimals; a separator followed by exactly three digits groups thousands ("1,000",
 *   "1.000"). A number written onto letters, or onto a name with a hyphen, is part of a name, never a value
 *   ("DDR4", "E5-2680", "DDR4-2666").
 * - Anything else, an empty text included: unreadable, so the finder cannot filter on it.
 * - Only the first 200 characters are read (the plans' contract takes at most 100 per spec), so a hostile stored
 *   text costs no more than a short one.
 */

/** The specs read, and what each is measured in. */
export const SPEC_FIELDS = {
  cpu: "cores",
  ram: "GB",
  disk_space: "GB",
  bandwidth: "GB",
  websites: "count",
  subdomains: "count",
  parked_domains: "count",
  addon_domains: "count",
  databases: "count",
  email_accounts: "count",
} as const;
export type SpecField = keyof typeof SPEC_FIELDS;
type SpecUnit = (typeof SPEC_FIELDS)[SpecField];

export type SpecReading = { kind: "amount"; value: number; unit: SpecUnit } | { kind: "unlimited" } | { kind: "unreadable" };

/** How much of a spec text is read. */
const READ_LIMIT = 200;

type Token = { type: "number"; value: number; glued: boolean } | { type: "word"; text: string } | { type: "mark"; text: string };

const UNREADABLE: SpecReading = { kind: "unreadable" };
const UNLIMITED: SpecReading = { kind: "unlimited" };

/**
 * Readings made, per unit by text: a page with a plan finder per category reads the same specs of hundreds of plans
 * once per language and currency. At most this many per unit are kept (then they start over).
 */
const KEPT_READINGS = 2_000;
const readings = new Map<SpecUnit, Map<string, SpecReading>>();

/** How the text of `field` reads. */
export function readSpec(field: SpecField, text: string): SpecReading {
  const unit = SPEC_FIELDS[field];
  let known = readings.get(unit);
  if (!known) readings.set(unit, (known = new Map()));
  let reading = known.get(text);
  if (!reading) {
    reading = Object.freeze(readText(unit, text));
    if (known.size >= KEPT_READINGS) known.clear();
    known.set(text, reading);
  }
  return reading;
}

function readText(unit: SpecUnit, text: string): SpecReading {
  const tokens = tokenize(text);
  if (tokens.some(saysUnlimited)) return UNLIMITED;
  const value = unit === "GB" ? readSize(tokens) : unit === "cores" ? readCores(tokens) : readCount(tokens);
  return value === null ? UNREADABLE : { kind: "amount", value, unit };
}

const NUMBER_FORMAT = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

/** A reading in the admin panel's English: "20 GB", "2 cores", "10", "no limit", "not readable". */
export function formatSpecReading(reading: SpecReading): string {
  if (reading.kind === "unlimited") return "no limit";
  if (reading.kind === "unreadable") return "not readable";
  const value = NUMBER_FORMAT.format(reading.value);
  if (reading.unit === "GB") return `${value} GB`;
  if (reading.unit === "cores") return `${value} ${reading.value === 1 ? "core" : "cores"}`;
  return value;
}

/** The admin panel's line under a spec field: "read as 20 GB", or that the plan finder cannot use it. */
export function specReadingNote(reading: SpecReading): string {
  return reading.kind === "unreadable" ? "not readable: the plan finder cannot filter on it" : `read as ${formatSpecReading(reading)}`;
}

// ---- Cutting the text into tokens (one pass) ----

function isDigit(char: string): boolean {
  return char >= "0" && char <= "9";
}

const LETTER = /\p{L}/u;

function isLetter(char: string): boolean {
  return (char >= "a" && char <= "z") || (char > "\u007f" && LETTER.test(char));
}

function tokenize(text: string): Token[] {
  const lower = text.slice(0, READ_LIMIT).toLowerCase();
  const tokens: Token[] = [];
  let index = 0;
  while (index < lower.length) {
    const char = lower[index];
    if (isDigit(char)) {
      const glued = isNameBefore(lower, index);
      const end = numberEnd(lower, index);
      const value = numberValue(lower.slice(index, end));
      if (Number.isFinite(value)) tokens.push({ type: "number", value, glued });
      index = end;
    } else if (isLetter(char)) {
      let end = index + 1;
      while (end < lower.length && isLetter(lower[end])) end += 1;
      tokens.push({ type: "word", text: lower.slice(index, end) });
      index = end;
    } else {
      // "×" is the multiplication sign of "2× 1 TB"; whitespace separates; any other sign is kept as a mark.
      if (char === "×") tokens.push({ type: "word", text: "x" });
      else if (char.trim() !== "") tokens.push({ type: "mark", text: char });
      index += 1;
    }
  }
  return tokens;
}

/** A number written onto letters ("ddr4") or onto a name with a hyphen ("e5-2680", "ddr4-2666") is part of a name. */
function isNameBefore(text: string, index: number): boolean {
  const before = text[index - 1] ?? "";
  if (isLetter(before)) return true;
  const beforeHyphen = text[index - 2] ?? "";
  return before === "-" && (isLetter(beforeHyphen) || isDigit(beforeHyphen));
}

/** Where a number starting at `start` ends: digits, with single "." or "," between digits. */
function numberEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length) {
    if (isDigit(text[end])) end += 1;
    else if ((text[end] === "." || text[end] === ",") && end + 1 < text.length && isDigit(text[end + 1])) end += 1;
    else break;
  }
  return end;
}

/** "1,000" and "1.000" are a thousand, "2.5" and "1,5" decimals, "1.000,5" and "1,000.5" both. */
function numberValue(written: string): number {
  const groups = written.split(/[.,]/);
  if (groups.length === 1) return Number(written);
  const separators = written.replace(/\d/g, "");
  const last = separators[separators.length - 1];
  const lastIsDecimal = groups[groups.length - 1].length !== 3 || (separators.length > 1 && last !== separators[0]);
  const whole = (lastIsDecimal ? groups.slice(0, -1) : groups).join("");
  return Number(lastIsDecimal ? `${whole}.${groups[groups.length - 1]}` : whole);
}

// ---- Words ----

const UNLIMITED_STEMS = ["unlimit", "unmeter", "infinit", "unbegrenz", "unbeschr", "illimit", "ilimit", "onbeperkt", "nielimit", "nieogranicz"];

function saysUnlimited(token: Token): boolean {
  if (token.type === "mark") return token.text === "∞";
  return token.type === "word" && UNLIMITED_STEMS.some((stem) => token.text.startsWith(stem));
}

/** Size units in GB. */
const SIZE_UNITS: Record<string, number> = {
  mb: 1 / 1024,
  mib: 1 / 1024,
  m: 1 / 1024,
  mo: 1 / 1024,
  megabyte: 1 / 1024,
  megabytes: 1 / 1024,
  gb: 1,
  gib: 1,
  g: 1,
  go: 1,
  gigabyte: 1,
  gigabytes: 1,
  tb: 1000,
  tib: 1000,
  t: 1000,
  to: 1000,
  terabyte: 1000,
  terabytes: 1000,
  pb: 1_000_000,
  pib: 1_000_000,
  petabyte: 1_000_000,
  petabytes: 1_000_000,
};

/** A unit of speed ("gbit", "mbps", "kbit"): what follows such a number is no size. */
function isSpeedUnit(word: string): boolean {
  const rest = word.slice(1);
  return "kmgt".includes(word[0]) && (rest.startsWith("bit") || rest === "bps");
}

const CORE_STEMS = ["core", "vcore", "vcpu", "cpu", "thread", "kern", "cœur", "coeur", "núcleo", "nucleo", "rdze", "hilo"];

function isCoreWord(token: Token | undefined): boolean {
  return token?.type === "word" && (token.text === "c" || CORE_STEMS.some((stem) => token.text.startsWith(stem)));
}

const CORE_COUNT_WORDS: Record<string, number> = { single: 1, dual: 2, quad: 4, hexa: 6, octa: 8 };

function wordAt(tokens: readonly Token[], index: number): string | null {
  const token = tokens[index];
  return token?.type === "word" ? token.text : null;
}

function numberAt(tokens: readonly Token[], index: number): number | null {
  const token = tokens[index];
  return token?.type === "number" && !token.glued ? token.value : null;
}

/** The text's one number when its only words are names ("4", "4 DDR4"); null when there are several, none or other words. */
function loneNumber(tokens: readonly Token[]): number | null {
  const free = tokens.filter((token) => token.type === "number" && !token.glued);
  const onlyNames = tokens.every((token, index) => token.type !== "word" || isGluedNumber(tokens[index + 1]));
  return free.length === 1 && free[0].type === "number" && onlyNames ? free[0].value : null;
}

function isGluedNumber(token: Token | undefined): boolean {
  return token?.type === "number" && token.glued;
}

// ---- Readings per kind ----

function readSize(tokens: readonly Token[]): number | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const value = numberAt(tokens, index);
    const unit = wordAt(tokens, index + 1);
    if (value === null || unit === null) continue;
    const factor = SIZE_UNITS[unit];
    if (factor === undefined || isSpeed(tokens, index + 1)) continue;
    const times = wordAt(tokens, index - 1) === "x" ? numberAt(tokens, index - 2) : null;
    return (times ?? 1) * value * factor;
  }
  if (tokens.some((token) => token.type === "word" && isSpeedUnit(token.text))) return null;
  return loneNumber(tokens);
}

/** A size unit followed by "/s" ("1 GB/s"), or a unit of bits: a speed. */
function isSpeed(tokens: readonly Token[], unitIndex: number): boolean {
  const next = tokens[unitIndex + 1];
  const after = wordAt(tokens, unitIndex + 2);
  return next?.type === "mark" && next.text === "/" && after !== null && (after === "s" || after.startsWith("sec"));
}

function readCores(tokens: readonly Token[]): number | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const value = numberAt(tokens, index);
    if (value !== null && isCoreWord(tokens[index + 1])) return value;
  }
  for (let index = 0; index < tokens.length; index += 1) {
    const count = CORE_COUNT_WORDS[wordAt(tokens, index) ?? ""];
    const next = tokens[index + 1]?.type === "mark" ? index + 2 : index + 1;
    if (count !== undefined && isCoreWord(tokens[next])) return count;
  }
  for (let index = 0; index < tokens.length; index += 1) {
    const value = numberAt(tokens, index);
    if (value !== null && wordAt(tokens, index + 1) === "x") return value;
  }
  return loneNumber(tokens);
}

function readCount(tokens: readonly Token[]): number | null {
  for (let index = 0; index < tokens.length; index += 1) {
    const value = numberAt(tokens, index);
    if (value !== null) return value;
  }
  return null;
}
