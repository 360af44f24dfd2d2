import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContactMessageSchema } from "../../../../common/contracts";
import { HONEYPOT_FIELD, LIMITS } from "../../../../common/limits";
import { PageTextsProvider } from "../i18n/PageTexts";
import { ContactForm } from "./ContactForm";

/** The form's fields as rendered: name → maxLength (null where none is set). */
function renderedFields(): Map<string, number | null> {
  const html = renderToStaticMarkup(createElement(ContactForm));
  const fields = new Map<string, number | null>();
  for (const [tag] of html.matchAll(/<(?:input|textarea)\b[^>]*>/g)) {
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const maxLength = /\bmaxLength="(\d+)"/i.exec(tag)?.[1];
    if (name) fields.set(name, maxLength ? Number(maxLength) : null);
  }
  return fields;
}

describe("the contact form", () => {
  it("sends exactly the fields the API checks, the honeypot among them, and the page's language for the way back", () => {
    expect([...renderedFields().keys()].sort()).toEqual([...Object.keys(ContactMessageSchema.shape), "lang"].sort());
    expect(renderedFields().has(HONEYPOT_FIELD)).toBe(true);
    const german = renderToStaticMarkup(createElement(PageTextsProvider, { language: "de", children: createElement(ContactForm) }));
    expect(german).toContain('<input type="hidden" name="lang" value="de"/>');
  });

  it("limits each field as the API does", () => {
    const fields = renderedFields();
    expect(Object.fromEntries(["name", "email", "subject", "message"].map((name) => [name, fields.get(name)]))).toEqual({
      name: LIMITS.name,
      email: LIMITS.email,
      subject: LIMITS.subject,
      message: LIMITS.message,
    });
  });
});
