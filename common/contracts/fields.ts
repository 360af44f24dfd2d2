import { z } from "zod";

import { MAX_AMOUNT } from "../currencyAmounts";
import type { FieldErrorCode } from "../errorCodes";
import { LIMITS } from "../limits";
import { MARKDOWN_TOO_DEEP, withinNestingLimit } from "../markdown/nesting";
import { link, textList } from "./textFields";

export { LIMITS };

/** A trimmed string with a maximum length; numbers are accepted and turned into text. */
export function text(max: number = LIMITS.shortText) {
  return z
    .union([z.string(), z.number(), z.null()])
    .transform((value) => (value === null ? "" : String(value).trim()))
    .pipe(z.string().max(max, `must be at most ${max} characters`));
}

/**
 * A write-only secret as a PUT sends it: a string sets it, an empty string (or leaving it out) keeps the stored
 * one, and null removes it.
 */
export function secret(max = 1_000) {
  return z
    .union([z.string(), z.number(), z.null()], { error: "must be text, or null to remove it" })
    .transform((value) => (value === null ? null : String(value).trim()))
    .pipe(z.string().max(max, `must be at most ${max} characters`).nullable());
}

/**
 * A refinement's problem with the stable code of its rule (`errors[].code` of a 400), e.g.
 * `.refine(check, rule("line_break", "must not contain line breaks"))`.
 */
export function rule(code: FieldErrorCode, message: string) {
  return { error: message, params: { code } };
}

/** A required, non-empty trimmed string. */
export function requiredText(max: number = LIMITS.name) {
  return z.string({ error: "is required" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);
}

/** Markdown (an optional text): block quotes and lists nest no deeper than the pages render. */
export function markdown(max: number = LIMITS.markdown) {
  return text(max).refine(withinNestingLimit, MARKDOWN_TOO_DEEP);
}

/** Required markdown: non-empty, nested no deeper than the pages render. */
export function requiredMarkdown(max: number = LIMITS.markdown) {
  return requiredText(max).refine(withinNestingLimit, MARKDOWN_TOO_DEEP);
}

/**
 * Line breaks and control characters of every kind: CR, LF, the other C0 controls, DEL, the C1 controls (NEL
 * U+0085 among them) and the Unicode line and paragraph separators.
 */
const LINE_BREAK_OR_CONTROL = /[\p{Cc}\u2028\u2029]/u;

/** Text that may not contain line breaks or control characters (used for mail headers: name, subject). */
export function singleLine(max: number) {
  return requiredText(max).refine((value) => !LINE_BREAK_OR_CONTROL.test(value), rule("line_break", "must not contain line breaks"));
}

/**
 * Anything that is neither a control, format, separator nor space character: what an address part may hold
 * (\s holds every separator, \p{Z}, too).
 */
const ADDRESS_PART = "[^@\\p{C}\\s]+";
/** name@domain: each part stops where the next must start (the one @, the end), so the test is linear in the length. */
const NAME_AT_DOMAIN = new RegExp(`^${ADDRESS_PART}@(${ADDRESS_PART})$`, "u");

/** An e-mail address: name@domain.tld without spaces, line breaks (NEL, U+2028 …), controls or invisible characters. */
export function isEmailAddress(value: string): boolean {
  const domain = NAME_AT_DOMAIN.exec(value)?.[1];
  // The domain needs a dot with an address character on either side. Not `part\.part` in the regex: that tries
  // every dot of a long run of dots as the separator, n² steps (28 s for 100,000 characters from the contact form).
  return domain !== undefined && domain.slice(1, -1).includes(".");
}

const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*|#[^\s]*)$/i;
/** What the API (and the admin panel's link fields) say about a link that breaks the safeHref rule. */
export const SAFE_HREF_PROBLEM = "must be an http(s) or mailto address, a path starting with / or an anchor starting with #";

/**
 * A link that ends up in an href: http(s), mailto, a site-relative path or an anchor (never javascript: or data:).
 * Empty means "not set".
 */
export function safeHref() {
  return link(text(LIMITS.url).refine((value) => value === "" || SAFE_HREF.test(value), rule("invalid_url", SAFE_HREF_PROBLEM)));
}

/** An absolute http(s) URL, or empty. */
export function httpUrl() {
  return text(LIMITS.url).refine((value) => value === "" || isHttpUrl(value), rule("invalid_url", "must be an http:// or https:// address"));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

const IPV4_PART = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const FULL_IPV4 = new RegExp(`^${IPV4_PART}(?:\\.${IPV4_PART}){3}$`);
const HOST_LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u;
/** A last label that resolvers read as a number (decimal or 0x hex): the name is then an IPv4 address. */
const NUMERIC_LABEL = /^(?:\d+|0x[0-9a-f]*)$/i;

/**
 * A host name (mail.example.com, localhost) or an IPv4 or IPv6 address written out in full. Shorthand that
 * resolvers expand into some other address (1.5 → 1.0.0.5, 127.1, 0x7f000001, 010.0.0.1) is refused.
 */
export function isHostOrAddress(value: string): boolean {
  if (FULL_IPV4.test(value)) return true;
  if (value.includes(":")) return isFullIpv6(value);
  const name = value.endsWith(".") ? value.slice(0, -1) : value;
  const labels = name.split(".");
  if (name.length === 0 || name.length > 253 || !labels.every((label) => HOST_LABEL.test(label))) return false;
  return !NUMERIC_LABEL.test(labels[labels.length - 1]);
}

function isFullIpv6(value: string): boolean {
  if (!/^[0-9a-f:.]+$/i.test(value)) return false;
  try {
    new URL(`http://[${value}]/`);
    return true;
  } catch {
    return false;
  }
}

/** A boolean that also accepts "true"/"false", 1/0 from loosely typed clients. */
export function flag() {
  return z
    .union([z.boolean(), z.literal("true"), z.literal("false"), z.literal(1), z.literal(0)], { error: "must be true or false" })
    .transform((value) => value === true || value === "true" || value === 1);
}

/** A number that also accepts numeric strings ("9.99"). */
export function numeric() {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+(\.\d+)?$/, "must be a number"),
    ])
    .transform(Number)
    .pipe(z.number().finite("must be a finite number"));
}

export function integer(min: number, max: number) {
  return numeric().pipe(z.number().int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`));
}

/**
 * Money: at least 0 and at most MAX_AMOUNT (the ceiling of a currency without decimals). Not rounded here: how
 * many decimals an amount keeps and how large it may be depend on its currency, which the services check and
 * round to when they store it (common/crossField/prices.ts).
 */
export function money(max = MAX_AMOUNT) {
  return numeric().pipe(z.number().min(0, "must be at least 0").max(max, `must be at most ${max}`));
}

/** Turns "one per line" text or an array into a list of non-blank trimmed strings. */
export function parseLines(value: string | readonly unknown[] | null | undefined): string[] {
  const items = typeof value === "string" ? value.split(/\r?\n/) : Array.isArray(value) ? value : [];
  return items.map((item) => String(item ?? "").trim()).filter((item) => item.length > 0);
}

/** A list of strings, entered one per line or sent as an array; blank entries dropped. */
export function lineList(maxItems: number = LIMITS.listItems, maxLength: number = LIMITS.title) {
  return textList(
    z
      .union([z.string(), z.array(z.union([z.string(), z.number()])), z.null()])
      .transform((value) => parseLines(value))
      .pipe(z.array(z.string().max(maxLength, `entries must be at most ${maxLength} characters`)).max(maxItems, `must have at most ${maxItems} entries`)),
  );
}

/** A positive integer id as it arrives in a body (number or numeric string). */
export function idRef() {
  return integer(1, Number.MAX_SAFE_INTEGER);
}
