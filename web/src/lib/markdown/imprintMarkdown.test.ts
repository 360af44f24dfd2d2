import { describe, expect, it } from "vitest";
import { imprintMarkdown, markdownLiteral, type ImprintFacts } from "../../../../common/imprint";
import { renderMarkdownPart } from "./renderPart";

/** The imprint's markdown, made from Company Info, as the pages render it: every value shows exactly as written. */
const NONE: ImprintFacts = {
  name: "",
  address: "",
  legal_form: "",
  managing_directors: [],
  register_court: "",
  register_number: "",
  vat_id: "",
  supervisory_authority: "",
  contact_email: "",
  phone: "",
};

describe("the imprint made from Company Info", () => {
  it("states every fact under its heading, in the page's language, and leaves out what is empty", () => {
    const facts = {
      ...NONE,
      name: "Nordlicht Hosting",
      address: "Hauptstraße 1\n10115 Berlin",
      legal_form: "GmbH",
      managing_directors: ["Erika Mustermann", "Max Mustermann"],
      register_court: "Amtsgericht Berlin-Charlottenburg",
      register_number: "HRB 123456 B",
      vat_id: "DE123456789",
      contact_email: "info@nordlicht.example",
      phone: "+49 30 1234567",
    };
    const { html, text } = renderMarkdownPart(imprintMarkdown(facts, "de"));
    expect(html).toContain("<h2>Diensteanbieter</h2>");
    expect(html).toContain('<a href="mailto:info@nordlicht.example">info@nordlicht.example</a>');
    for (const line of [
      "Nordlicht Hosting",
      "Hauptstraße 1",
      "10115 Berlin",
      "Rechtsform: GmbH",
      "Vertreten durch: Erika Mustermann und Max Mustermann",
      "Telefon: +49 30 1234567",
      "Registergericht: Amtsgericht Berlin-Charlottenburg",
      "Registernummer: HRB 123456 B",
      "DE123456789",
    ]) {
      expect(text, line).toContain(line);
    }
    expect(text).not.toContain("Aufsichtsbehörde");
    expect(imprintMarkdown(facts, "fr")).toContain("## Éditeur du site");
    expect(imprintMarkdown(NONE, "en")).toBe("");
  });

  it("shows hostile values as plain text: no markup, link, list, heading or HTML comes from them", () => {
    const hostile = {
      ...NONE,
      name: "**Bold** [click](javascript:alert(1)) <script>alert(1)</script>",
      address: "1. First\n- item\n# Heading\n> quote\n===\n    code\n|a|b|",
      legal_form: "_GmbH_ & `Co` ![img](x.png)",
      managing_directors: ["<b>Eve</b>", "[Mallory](https://evil.example)"],
      register_number: "HRB 1\\2",
    };
    const { html, text } = renderMarkdownPart(imprintMarkdown(hostile, "en"));
    for (const tag of [
      "<strong>Bold",
      '<a href="javascript',
      "<script",
      "<ol",
      "<ul",
      "<h1",
      "<blockquote",
      "<pre",
      "<table",
      "<em>",
      "<code>",
      "<img",
      "<b>",
    ]) {
      expect(html, tag).not.toContain(tag);
    }
    // A web address the administrator wrote may become a link (GFM autolinks), never a link made of markup.
    expect([...html.matchAll(/<a href="([^"]*)"/g)].map((match) => match[1])).toEqual(["https://evil.example"]);
    expect(text).toContain("**Bold** [click](javascript:alert(1)) <script>alert(1)</script>");
    for (const line of ["1. First", "- item", "# Heading", "> quote", "===", "code", "|a|b|"]) expect(text, line).toContain(line);
    expect(text).toContain("Legal form: _GmbH_ & `Co` ![img](x.png)");
    expect(text).toContain("Represented by: <b>Eve</b> and [Mallory](https://evil.example)");
    expect(text).toContain("Register number: HRB 1\\2");
  });

  it("escapes in one pass, at once for long text", () => {
    expect(markdownLiteral("1. a")).toBe("1\\. a");
    expect(markdownLiteral("- a", false)).toBe("- a");
    expect(markdownLiteral("- a")).toBe("\\- a");
    const started = Date.now();
    expect(markdownLiteral("*[".repeat(100_000))).toHaveLength(400_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
