/**
 * Limits on input that both the server's checks and the browser forms use (the forms' maxLength). Plain
 * constants without zod, so the public site's bundle can take them.
 */
export const LIMITS = {
  name: 200,
  title: 200,
  shortText: 500,
  text: 5_000,
  email: 320,
  subject: 300,
  message: 10_000,
  markdown: 200_000,
  url: 2_000,
  listItems: 100,
  promoCode: 50,
} as const;

/** The name of the contact form's hidden honeypot field: a bot that fills it in gets the usual answer, nothing is stored. */
export const HONEYPOT_FIELD = "website";
