import { CONTACT_MESSAGE_ROWS } from "../../../../common/constants";
import type { ContactNotice } from "../../../../common/contactOutcome";
import { HONEYPOT_FIELD, LIMITS } from "../../../../common/limits";
import { enhance } from "../enhance/names";
import { useLanguage, useTexts } from "../i18n/PageTexts";
import { contactErrorText, contactTexts } from "./contactTexts";

/**
 * The contact form: a plain form posting to /contact, which comes back to the home page (in the page's language,
 * the hidden `lang` field) with `notice` set, shown
 * above the button. With scripts, `contactForm.client.ts` sends it from the page instead: idle → sending → success
 * (cleared, scrolled into view) or error (the server's detail, else a general message), shown in the same place.
 * Its texts are in the page's language; the module finds the ones it shows in `data-texts`.
 */
export function ContactForm({ notice = null }: { notice?: ContactNotice | null }) {
  const texts = useTexts();
  const language = useLanguage();
  const says = contactTexts(texts);
  const noticeText = notice && (notice.phase === "success" ? says.thanks : contactErrorText(says, notice.message));
  return (
    <form className="contact-form" action="/contact" method="post" data-notice={notice?.phase} {...enhance("contact-form")} data-texts={JSON.stringify(says)}>
      {/* Without scripts the server answers with the home page in this language. */}
      <input type="hidden" name="lang" value={language} />
      <div className="form-row">
        <div className="field">
          <label htmlFor="contact-name">{texts.contact.name}</label>
          <input id="contact-name" name="name" autoComplete="name" required maxLength={LIMITS.name} />
        </div>
        <div className="field">
          <label htmlFor="contact-email">{texts.contact.email}</label>
          <input id="contact-email" name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">{texts.contact.subject}</label>
        <input id="contact-subject" name="subject" required maxLength={LIMITS.subject} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">{texts.contact.message}</label>
        <textarea id="contact-message" name="message" rows={CONTACT_MESSAGE_ROWS} required maxLength={LIMITS.message} />
      </div>
      <div className="field-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">{texts.contact.honeypot}</label>
        <input id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div id="contact-feedback" className="form-feedback" role="status">
        {notice && <p className={`form-alert form-alert--${notice.phase}`}>{noticeText}</p>}
      </div>
      <button type="submit" className="btn btn--primary contact-submit">
        {texts.contact.send}
      </button>
    </form>
  );
}
