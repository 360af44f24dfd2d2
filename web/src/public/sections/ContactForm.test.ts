import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { contactNoticeFor, type ContactNotice } from "../../../../common/contactOutcome";
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

  it("after a post without scripts, a field's error sits at that field (aria-describedby, invalid); other outcomes at the top", () => {
    const render = (notice: ContactNotice) =>
      renderToStaticMarkup(createElement(PageTextsProvider, { language: "de", children: createElement(ContactForm, { notice }) }));
    const invalid = render(contactNoticeFor("error", "email_invalid")!);
    expect(invalid).toMatch(/<input id="contact-email"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-email-error"/);
    expect(invalid).toContain('<p id="contact-email-error" class="field-error">Bitte geben Sie eine gültige E-Mail-Adresse an.</p>');
    expect(invalid).not.toContain("form-alert");
    expect(invalid.match(/aria-invalid/g)).toHaveLength(1);

    const sent = render(contactNoticeFor("sent", undefined)!);
    expect(sent).not.toContain("aria-invalid");
    const feedback = sent.indexOf('id="contact-feedback"');
    expect(feedback).toBeGreaterThan(-1);
    expect(feedback).toBeLessThan(sent.indexOf('id="contact-name"'));
    expect(sent).toContain('<p class="form-alert form-alert--success">Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze.</p>');
  });
});
