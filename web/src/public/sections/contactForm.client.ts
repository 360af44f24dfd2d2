import { CONTACT_ERROR, CONTACT_THANK_YOU, CONTACT_REASONS } from "../../../../common/contactOutcome";
import type { ContactMessage } from "../../../../common/contracts";
import { HONEYPOT_FIELD } from "../../../../common/limits";
import { ApiError } from "../../lib/api/errors";
import { publicApi } from "../../lib/publicApi";
import { contactErrorText, type ContactTexts } from "./contactTexts";

/** Without `data-texts` (never rendered so): the English texts. */
const ENGLISH: ContactTexts = { sending: "Sending...", thanks: CONTACT_THANK_YOU, reasons: CONTACT_REASONS };

function textsOf(form: HTMLElement): ContactTexts {
  try {
    return { ...ENGLISH, ...(JSON.parse(form.dataset.texts ?? "{}") as Partial<ContactTexts>) };
  } catch {
    return ENGLISH;
  }
}

/**
 * Sends the contact form from the page (POST /api/contact) instead of posting it: the button says "Sending..."
 * and is disabled meanwhile; success clears the fields, thanks the visitor and scrolls the section into view;
 * an error shows the server's detail (else a general message) and keeps what was typed. The outcome of a post
 * made without scripts is already on screen: its query is dropped from the address so a reload does not show
 * it again. It says all this in the page's language (`data-texts`).
 */
export function start(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  if (form.dataset.notice && window.location.search.includes("contact=")) window.history.replaceState(null, "", `${window.location.pathname}#contact`);
  const feedback = form.querySelector(".form-feedback");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? "";
  const texts = textsOf(form);

  const say = (phase: "success" | "error" | null, message = "") => {
    if (!feedback) return;
    feedback.replaceChildren();
    if (!phase) return;
    const alert = document.createElement("p");
    alert.className = `form-alert form-alert--${phase}`;
    alert.textContent = message;
    feedback.append(alert);
  };
  const setSending = (sending: boolean) => {
    if (!button) return;
    button.disabled = sending;
    button.textContent = sending ? texts.sending : label;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const fields = new FormData(form);
    const value = (name: string) => String(fields.get(name) ?? "");
    const message: ContactMessage = {
      name: value("name"),
      email: value("email"),
      subject: value("subject"),
      message: value("message"),
      [HONEYPOT_FIELD]: value(HONEYPOT_FIELD),
    };
    setSending(true);
    say(null);
    try {
      await publicApi.contact(message);
      form.reset();
      setSending(false);
      say("success", texts.thanks);
      document.getElementById("contact")?.scrollIntoView({ behavior: "smooth", block: "start" });
    } catch (error) {
      setSending(false);
      say("error", contactErrorText(texts, error instanceof ApiError && error.status !== null && error.detail ? error.detail : CONTACT_ERROR));
    }
  });
}
