import type { SaxesAttributeNS } from "saxes";
import { cleanDeclarations, cleanPropertyValue } from "./cssCleaner";
import { FRAGMENT } from "./cssValues";
import { CSS_PROPERTIES, HREF_ELEMENTS, PLAIN_ATTRIBUTES, TRANSFORM_ATTRIBUTES, XLINK_NS, XML_NS } from "./svgAllowList";

/** A style attribute or a CSS-valued attribute longer than this is left out (a logo's are a few hundred characters). */
const MAX_CSS_ATTRIBUTE_CHARS = 16 * 1024;

const PLAIN_VALUE = /^[\w\s.,%+-]*$/;
const ID_VALUE = /^[\w.:-]+$/;
const CLASS_VALUE = /^[\w\s-]*$/;

/**
 * The attribute as it is written into the cleaned file, or null when it is left out. Only attributes without a
 * namespace (plus xlink:href and xml:space) that the allow-list names survive, each with a checked value:
 * references only to "#id", CSS read by a tokenizer, everything else made of plain characters. Event handlers
 * (on…), xml:base and every other attribute are not on the list.
 */
export function cleanAttribute(element: string, attribute: SaxesAttributeNS): { name: string; value: string } | null {
  const { uri, local, value } = attribute;
  if (uri === XLINK_NS && local === "href") return sameDocumentHref(element, "xlink:href", value);
  if (uri === XML_NS && local === "space") return value === "preserve" || value === "default" ? { name: "xml:space", value } : null;
  if (uri !== "" || attribute.prefix !== "") return null;
  if (local === "href") return sameDocumentHref(element, "href", value);
  if (local === "id") return ID_VALUE.test(value) ? { name: local, value } : null;
  if (local === "class") return CLASS_VALUE.test(value) ? { name: local, value } : null;
  if (PLAIN_ATTRIBUTES.has(local)) return PLAIN_VALUE.test(value) ? { name: local, value } : null;
  if (value.length > MAX_CSS_ATTRIBUTE_CHARS) return null;
  if (local === "style") {
    const css = cleanDeclarations(value);
    return css ? { name: local, value: css } : null;
  }
  const property = TRANSFORM_ATTRIBUTES.has(local) ? "transform" : CSS_PROPERTIES.has(local) ? local : null;
  if (property === null) return null;
  const css = cleanPropertyValue(property, value);
  return css ? { name: local, value: css } : null;
}

function sameDocumentHref(element: string, name: string, value: string): { name: string; value: string } | null {
  const target = value.trim();
  return HREF_ELEMENTS.has(element) && FRAGMENT.test(target) ? { name, value: target } : null;
}

/** Text content as XML writes it. */
export const escapeText = (text: string) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** An attribute value as XML writes it between double quotes. */
export const escapeAttribute = (text: string) => escapeText(text).replaceAll('"', "&quot;");
