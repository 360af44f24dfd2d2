import type { ContactNotice } from "../../../../common/contactOutcome";
import type { CompanyInfo } from "../../../../common/contracts";
import { MailIcon, PhoneIcon, PinIcon } from "../components/Icons";
import { useTexts } from "../i18n/PageTexts";
import { ContactForm } from "./ContactForm";
import contactCss from "./contact.css?inline";
import { stylesheet, useStylesheet } from "../styles/stylesheets";

const CONTACT_STYLES = stylesheet(contactCss);

/** Contact (anchor contact): the company's details beside the contact form. */
export function Contact({ company, notice }: { company: CompanyInfo; notice?: ContactNotice | null }) {
  useStylesheet(CONTACT_STYLES);
  const texts = useTexts();
  return (
    <section id="contact" className="section section--soft" aria-labelledby="contact-title">
      <div className="container contact-grid">
        <div className="contact-intro">
          <p className="section-eyebrow">{texts.sections.contactEyebrow}</p>
          <h2 id="contact-title" className="section-title">
            {texts.sections.contactTitle}
          </h2>
          <p className="section-lead">{texts.sections.contactLead}</p>
          <ul className="contact-details">
            {company.contact_email && (
              <li>
                <MailIcon className="contact-icon" />
                <a href={`mailto:${company.contact_email}`}>{company.contact_email}</a>
              </li>
            )}
            {company.phone && (
              <li>
                <PhoneIcon className="contact-icon" />
                <a href={`tel:${company.phone.replace(/[^\d+]/g, "")}`}>{company.phone}</a>
              </li>
            )}
            {company.address && (
              <li>
                <PinIcon className="contact-icon" />
                <span>{company.address}</span>
              </li>
            )}
          </ul>
        </div>
        <ContactForm notice={notice} />
      </div>
    </section>
  );
}
