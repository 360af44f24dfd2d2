import { escapeHtml } from "../../../../common/html";
import type { SendMailOptions } from "nodemailer";
import type { CompanyInfo, ContactSubmission, SmtpSettings } from "../../../../common/contracts";

export type ContactEmailSubmission = Pick<ContactSubmission, "id" | "timestamp" | "name" | "email" | "subject" | "message">;
export type ContactEmailCompany = Pick<CompanyInfo, "name" | "contact_email">;

/**
 * Anything that ends up in a header: one line, no control characters. Every line break a mail program might
 * honour goes (CR, LF, NEL U+0085 and the other C0/C1 controls, U+2028, U+2029), and so do the bidirectional
 * overrides that could make an address read as another.
 */
function headerSafe(value: string): string {
  return value.replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]+/gu, " ").trim();
}

/** The address the notification goes to: the company's contact e-mail, else the sender address. */
export function contactRecipient(company: ContactEmailCompany, smtp: SmtpSettings): string {
  return headerSafe(company.contact_email || smtp.from_email);
}

/**
 * The notification to the company about a contact submission: to the company's contact address, from the
 * configured sender, Reply-To the visitor. Addresses are passed as objects and every header value is reduced to
 * one line, so nothing a visitor types can add a header.
 */
export function buildContactEmail(submission: ContactEmailSubmission, company: ContactEmailCompany, smtp: SmtpSettings): SendMailOptions {
  const fromName = headerSafe(smtp.from_name || company.name);
  const fields: Array<[string, string]> = [
    ["Name", submission.name],
    ["E-mail", submission.email],
    ["Subject", submission.subject],
    ["Received", submission.timestamp],
  ];
  const text = [...fields.map(([label, value]) => `${label}: ${value}`), "", submission.message].join("\n");
  const html = [
    `<p>New message from the contact form${company.name ? ` of ${escapeHtml(company.name)}` : ""}.</p>`,
    "<table>",
    ...fields.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    `<p style="white-space:pre-wrap">${escapeHtml(submission.message)}</p>`,
  ].join("\n");
  return {
    from: { name: fromName, address: headerSafe(smtp.from_email || smtp.smtp_username) },
    to: { name: headerSafe(company.name), address: contactRecipient(company, smtp) },
    replyTo: { name: headerSafe(submission.name), address: headerSafe(submission.email) },
    subject: `New contact message: ${headerSafe(submission.subject)}`,
    text,
    html,
  };
}
