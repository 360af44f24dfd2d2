import { z } from "zod";
import { defineResource } from "./endpoint";
import { isEmailAddress, LIMITS, requiredText, rule, singleLine, text } from "./fields";

import { HONEYPOT_FIELD } from "../limits";

export { HONEYPOT_FIELD };

export const ContactMessageSchema = z.object({
  name: singleLine(LIMITS.name),
  email: requiredText(LIMITS.email).refine(isEmailAddress, rule("invalid_email", "must be a valid e-mail address")),
  subject: singleLine(LIMITS.subject),
  message: requiredText(LIMITS.message),
  [HONEYPOT_FIELD]: text(LIMITS.url).optional(),
});
export type ContactMessage = z.output<typeof ContactMessageSchema>;

/** The contact form: a visitor's message, stored first, then e-mailed to the company. */
export const contactApi = defineResource("contact", {
  send: {
    method: "POST",
    path: "/api/contact",
    access: "public",
    summary: "Send a message from the contact form",
    description:
      "The message is stored before any e-mail is tried; a mail failure never loses it. An identical message from the same sender within ten minutes is not stored twice (the answer names the stored one). Filling the hidden `website` field (the honeypot) stores nothing but answers the same. Rate limited per client address: 429 with Retry-After.",
    body: ContactMessageSchema,
    status: 201,
    response: z.object({ success: z.literal(true), message: z.string(), id: z.number().int() }),
    errors: [400, 413, 415, 429],
  },
  sendForm: {
    method: "POST",
    path: "/contact",
    access: "public",
    summary: "The contact form posted without JavaScript",
    description:
      "The same checks, honeypot, duplicate window, rate limit and mail as POST /api/contact, for a plain form post. Answers 303 to `/?contact=sent#contact`, or `/?contact=error&reason=<reason>#contact` where the home page shows the message; under `/{lang}/` (`/de/?contact=sent#contact`) when the form's `lang` field names another enabled language.",
    bodyTypes: ["application/x-www-form-urlencoded"],
    documentedBody: ContactMessageSchema,
    status: 303,
    response: z.null().describe("No body: a 303 redirect back to the home page's contact section"),
    errors: [415],
  },
});
