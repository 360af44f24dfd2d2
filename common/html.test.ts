import { describe, expect, it } from "vitest";
import { attributeMarkup, escapeHtml, styleBlock } from "./html";

describe("escapeHtml", () => {
  it("escapes the five characters that can end text or an attribute", () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe("&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;");
  });
  it("leaves other text, accents and emoji alone, and escapes an ampersand once", () => {
    expect(escapeHtml("Café 🚀 &amp;")).toBe("Café 🚀 &amp;amp;");
  });
  it("escapes at the very start and end, runs of special characters, and returns text with none unchanged", () => {
    expect(escapeHtml("&")).toBe("&amp;");
    expect(escapeHtml(`"a"`)).toBe("&quot;a&quot;");
    expect(escapeHtml("<<>>")).toBe("&lt;&lt;&gt;&gt;");
    expect(escapeHtml("")).toBe("");
    expect(escapeHtml("plain text")).toBe("plain text");
  });
});

describe("styleBlock", () => {
  it("puts CSS in a <style> block that nothing in it can close, and makes none for no CSS", () => {
    expect(styleBlock("a{color:red}")).toBe("<style>a{color:red}</style>");
    expect(styleBlock('b::after{content:"</STYLE><script>"}')).toBe('<style>b::after{content:"<\\/style><script>"}</style>');
    expect(styleBlock("")).toBe("");
  });
});

describe("attributeMarkup", () => {
  it("double-quotes a value, and single-quotes one with double quotes of its own (JSON), escaping what must be", () => {
    expect(attributeMarkup("title", `Tom & Jerry's <b>`)).toBe(' title="Tom &amp; Jerry&#39;s &lt;b&gt;"');
    const json = JSON.stringify({ note: `l'an & "plus" <b>` });
    expect(attributeMarkup("data-views", json)).toBe(` data-views='{"note":"l&#39;an &amp; \\"plus\\" &lt;b&gt;"}'`);
  });
});
