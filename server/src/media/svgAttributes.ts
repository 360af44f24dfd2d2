import type { SaxesAttributeNS } from "saxes";
import { cleanDeclarations, cleanPropertyValue } from "./cssCleaner";
import { FRAGMENT } from "./cssValues";
import { CSS_PROPERTIES, HREF_ELEMENTS, PLAIN_ATTRIBUTES, TRANSFORM_ATTRIBUTES, XLINK_NS, XML_NS } from "./svgAllowList";

/**
 * The CSS read from the attributes of one element (style, fill, transform, …) is at most this long: further
 * CSS-valued attributes are left out (a logo's are a few hundred characters). It bounds the work done at once
 * when an element's start tag has been read.
 */
const MAX_CSS_CHARS_PER_ELEMENT = 16 * 1024;

const PLAIN_VALUE = /^[\w\s.,%+-]*$/;
const ID_VALUE = /^[\w.:-]+$/;
const CLASS_VALUE = /^[\w\s-]*$/;

/**
 * The attributes of an element as they are written into the cleaned file (` name="value"` each). Only
 * attributes without a namespace (plus xlink:href and xml:space) that the allow-list names survive, each with a
 * checked value: references only to "#id", CSS read by a tokenizer, everything else made of plain characters.
 * Event handlers (on…), xml:base and every other attribute are not on the list.
 */
export function writeAttributes(element: string, attributes: Record<string, SaxesAttributeNS>): string {
  let written = "";
  const budget = { cssChars: MAX_CSS_CHARS_PER_ELEMENT };
  for (const key in attributes) {
    const kept = cleanAttribute(element, attributes[key], budget);
    if (kept) written += ` ${kept.name}="${escapeAttribute(kept.value)}"`;
  }
  return written;
}

interface KeptAttribute {
  name: string;
  value: string;
}

function cleanAttribute(element: string, attribute: SaxesAttributeNS, budget: { cssChars: number }): KeptAttribute | null {
  const { uri, local, value } = attribute;
  if (uri === XLINK_NS && local === "href") return sameDocumentHref(element, "xlink:href", value);
  if (uri === XML_NS && local === "space") return value === "preserve" || value === "default" ? { name: "xml:space", value } : null;
  if (uri !== "" || attribute.prefix !== "") return null;
  if (local === "href") return sameDocumentHref(element, "href", value);
  if (local === "id") return ID_VALUE.test(value) ? { name: local, value } : null;
  if (local === "class") return CLASS_VALUE.test(value) ? { name: local, value } : null;
  if (PLAIN_ATTRIBUTES.has(local)) return PLAIN_VALUE.test(value) ? { name: local, value } : null;
  const property = local === "style" ? local : TRANSFORM_ATTRIBUTES.has(local) ? "transform" : CSS_PROPERTIES.has(local) ? local : null;
  if (property === null || value.length > budget.cssChars) return null;
  budget.cssChars -= value.length;
  const css = property === "style" ? cleanDeclarations(value) : cleanPropertyValue(property, value);
  return css ? { name: local, value: css } : null;
}

function sameDocumentHref(element: string, name: string, value: string): KeptAttribute | null {
  const target = value.trim();
  return HREF_ELEMENTS.has(element) && FRAGMENT.test(target) ? { name, value: target } : null;
}

/** Text content as XML writes it. */
export const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** An attribute value as XML writes it between double quotes. */
const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', "&quot;");
