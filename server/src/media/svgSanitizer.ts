import { DOMParser, XMLSerializer, onErrorStopParsing, type Element, type Node } from "@xmldom/xmldom";

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";

/** Drawing elements an uploaded logo may use. Everything else (script, foreignObject, animation, …) is removed. */
const ALLOWED_ELEMENTS = new Set([
  "svg",
  "g",
  "defs",
  "symbol",
  "use",
  "title",
  "desc",
  "style",
  "path",
  "rect",
  "circle",
  "ellipse",
  "line",
  "polyline",
  "polygon",
  "text",
  "tspan",
  "textPath",
  "linearGradient",
  "radialGradient",
  "stop",
  "pattern",
  "clipPath",
  "mask",
  "marker",
  "image",
  "filter",
  "feBlend",
  "feColorMatrix",
  "feComponentTransfer",
  "feComposite",
  "feDropShadow",
  "feFlood",
  "feFuncA",
  "feFuncB",
  "feFuncG",
  "feFuncR",
  "feGaussianBlur",
  "feMerge",
  "feMergeNode",
  "feMorphology",
  "feOffset",
  "feTile",
]);

/** Link elements whose content is kept as a plain group (the link itself is dropped). */
const UNWRAPPED_ELEMENTS = new Set(["a"]);

/** An embedded raster picture is the only non-fragment reference allowed (on <image>). */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*$/i;
/** url(…) that points anywhere but a fragment of this same document. */
const EXTERNAL_URL = /url\(\s*(?!['"]?\s*#)[^)]*\)/gi;
const DANGEROUS_TEXT = /javascript:|vbscript:|expression\s*\(|@import|-moz-binding|behavior\s*:/i;

export class SvgRejected extends Error {}

/**
 * Rebuilds an uploaded SVG from an allow-list: no scripts, no event handlers (on…), no foreignObject, no
 * external references (href other than "#fragment" or an embedded raster image; url(…) other than "#id";
 * @import), no DOCTYPE, comments or processing instructions. Throws SvgRejected when the text is not
 * well-formed SVG.
 */
export function sanitizeSvg(source: string): string {
  let document;
  try {
    document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(withoutDoctype(source), "image/svg+xml");
  } catch (error) {
    throw new SvgRejected(`The file is not a well-formed SVG image (${firstLine(error)})`);
  }
  const root = document.documentElement;
  if (!root || root.localName !== "svg") throw new SvgRejected("The file is not an SVG image: its root element is not <svg>");
  cleanElement(root);
  root.setAttribute("xmlns", SVG_NS);
  return new XMLSerializer().serializeToString(root);
}

/** A DTD could declare entities (entity expansion attacks, external entities): it is never needed for an image. */
function withoutDoctype(source: string): string {
  return source.replace(/^\uFEFF/, "").replace(/<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>/gi, "");
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split("\n")[0].slice(0, 200);
}

function cleanElement(element: Element): void {
  for (const attribute of Array.from(element.attributes)) {
    if (!attributeAllowed(element, attribute.name, attribute.namespaceURI, attribute.value)) element.removeAttributeNode(attribute);
  }
  if (element.localName === "style") {
    element.textContent = cleanCss(element.textContent ?? "");
    return;
  }
  for (const child of Array.from(element.childNodes) as Node[]) {
    if (child.nodeType === child.ELEMENT_NODE) {
      const childElement = child as Element;
      const name = childElement.localName ?? "";
      if (UNWRAPPED_ELEMENTS.has(name)) {
        const group = element.ownerDocument!.createElementNS(SVG_NS, "g");
        while (childElement.firstChild) group.appendChild(childElement.firstChild);
        element.replaceChild(group, childElement);
        cleanElement(group);
      } else if (ALLOWED_ELEMENTS.has(name) && (childElement.namespaceURI === SVG_NS || childElement.namespaceURI === null)) {
        cleanElement(childElement);
      } else {
        element.removeChild(child);
      }
    } else if (child.nodeType !== child.TEXT_NODE && child.nodeType !== child.CDATA_SECTION_NODE) {
      element.removeChild(child); // comments, processing instructions
    }
  }
}

function attributeAllowed(element: Element, name: string, namespace: string | null, value: string): boolean {
  const local = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
  if (/^on/i.test(local)) return false;
  if (name === "xmlns" || name.startsWith("xmlns:")) return name === "xmlns" || name === "xmlns:xlink";
  if (namespace !== null && namespace !== XLINK_NS && !(namespace === "http://www.w3.org/XML/1998/namespace" && local === "space")) return false;
  if (local === "href") return value.trim().startsWith("#") || (element.localName === "image" && DATA_IMAGE.test(value.trim()));
  if (local === "base" || local === "src") return false;
  if (DANGEROUS_TEXT.test(value)) return false;
  if (/url\(/i.test(value) && new RegExp(EXTERNAL_URL.source, "i").test(value)) return false;
  return true;
}

/** A <style> sheet without imports, bindings or scripts, and with every non-fragment url(…) replaced by none. */
function cleanCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, "")
    .replace(EXTERNAL_URL, "none")
    .replace(/javascript:|vbscript:|expression\s*\(|-moz-binding|behavior\s*:/gi, "");
}
