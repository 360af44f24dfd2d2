import { SaxesParser } from "saxes";
import { describe, expect, it } from "vitest";
import { xmlText } from "./xmlText";

/** The text a strict XML parser reads back from `<t>…</t>` and from an attribute (throws when not well-formed). */
function readBack(escaped: string): { text: string; attribute: string } {
  const parser = new SaxesParser();
  let text = "";
  let attribute = "";
  parser.on("text", (value) => (text += value));
  parser.on("opentag", (tag) => (attribute = String(tag.attributes.a ?? "")));
  parser.on("error", (error) => {
    throw error;
  });
  parser.write(`<t a="${escaped}">${escaped}</t>`).close();
  return { text, attribute };
}

describe("xmlText", () => {
  it("escapes markup, so a hostile title reads back as itself in content and in attributes", () => {
    for (const hostile of ['<script>alert("x")</script>', "]]> & <![CDATA[ x ]]>", 'it\'s "quoted"', "&amp; &#0; &lt;"]) {
      expect(readBack(xmlText(hostile))).toEqual({ text: hostile, attribute: hostile });
    }
  });

  it("leaves out the characters XML does not allow, keeping tab, line breaks and characters beyond the BMP", () => {
    const value = "a\u0000b\u0008c\u000bd\u001fe\ufffef\uffff g\td\ne\rf 🚀 ü \ud800 \udc00 x";
    expect(xmlText(value)).toBe("abcdef g\td\ne\rf 🚀 ü   x");
    // Carriage returns are normalised by any XML parser; the rest reads back as written.
    expect(readBack(xmlText(value)).text).toBe("abcdef g\td\ne\nf 🚀 ü   x");
  });

  it("takes time in proportion to the text's length", () => {
    const long = "\u0001<&>".repeat(40_000);
    const started = performance.now();
    expect(xmlText(long)).toHaveLength(40_000 * 13);
    expect(performance.now() - started).toBeLessThan(2_000);
  });
});
