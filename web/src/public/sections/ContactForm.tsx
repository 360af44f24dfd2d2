import { CONTACT_MESSAGE_ROWS } from "../../../../common/constants";
import type { ContactNotice } from "../../../../common/contactOutcome";
import { HONEYPOT_FIELD, LIMITS } from "../../../../common/limits";
import { enhance } from "../enhance/names";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { contactErrorText, contactTexts, fieldOfReason, type ContactField } from "./contactTexts";

/**
 * The contact form: a plain form posting to /contact, which comes back to the home page (in the page's language,
 * the hidden `lang` field) with `notice` set. A field's error sits under that field (`aria-describedby`, marked
 * invalid); the thank-you and errors of the whole form sit at the top of the form. With scripts,
 * `contactForm.client.ts` checks and sends it from the page instead, and puts focus on the outcome (the first
 * field in error, else the thank-you), scrolled into view. Its texts are in the page's language; the module asks for
 * the ones it shows (GET /api/page-texts) when the visitor enters the form.
 */
export function ContactForm({ notice = null }: { notice?: ContactNotice | null }) {
  const texts = useTexts();
  const language = useLanguage();
  const reason = notice?.phase === "error" ? notice.reason : null;
  const errorField = reason ? fieldOfReason(reason) : null;
  // Only a page with a notice shows one of the form's messages (its script asks for the rest itself).
  const noticeText = notice && (reason ? contactErrorText(contactTexts(texts), reason) : texts.contact.thanks);
  /** The attributes and error line of a field: its error (if the notice is about it) is tied to it. */
  const errorOf = (field: ContactField) => {
    const id = `contact-${field}-error`;
    const own = errorField === field;
    return {
      input: own ? { "aria-invalid": true as const, "aria-describedby": id } : {},
      line: own ? (
        <p id={id} className="field-error">
          {noticeText}
        </p>
      ) : null,
    };
  };
  const name = errorOf("name");
  const email = errorOf("email");
  const subject = errorOf("subject");
  const message = errorOf("message");
  return (
    <form className="contact-form" action="/contact" method="post" data-notice={notice?.phase} {...enhance("contact-form")}>
      {/* Without scripts the server answers with the home page in this language. */}
      <input type="hidden" name="lang" value={language} />
      <div id="contact-feedback" className="form-feedback" role="status" tabIndex={-1}>
        {notice && !errorField && <p className={`form-alert form-alert--${notice.phase}`}>{noticeText}</p>}
      </div>
      <div className="form-row">
        <div className="field">
          <label htmlFor="contact-name">{texts.contact.name}</label>
          <input id="contact-name" name="name" autoComplete="name" required maxLength={LIMITS.name} {...name.input} />
          {name.line}
        </div>
        <div className="field">
          <label htmlFor="contact-email">{texts.contact.email}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} {...email.input} />
          {email.line}
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">{texts.contact.subject}</label>
        <input id="contact-subject" name="subject" required maxLength={LIMITS.subject} {...subject.input} />
        {subject.line}
      </div>
      <div className="field">
        <label htmlFor="contact-message">{texts.contact.message}</label>
        <textarea id="contact-message" name="message" rows={CONTACT_MESSAGE_ROWS} required maxLength={LIMITS.message} {...message.input} />
        {message.line}
      </div>
      <div className="field-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{texts.contact.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="btn btn--primary contact-submit">
        {texts.contact.send}
      </button>
    </form>
  );
}
