import { contactReasonOf, type ContactReason } from "../../../../common/contactOutcome";
import type { ContactMessage } from "../../../../common/contracts";
import { HONEYPOT_FIELD } from "../../../../common/limits";
import { ApiError } from "../../lib/api/errors";
import { publicApi } from "../../lib/publicApi";
import { pageTexts } from "../pageTexts";
import { CONTACT_FIELDS, contactErrorText, fieldOfReason, type ContactField, type ContactTexts } from "./contactErrors";

type Field = ContactField;

/** The first problem of each field the browser can tell before sending: blank, or not an e-mail address. */
function problemsOf(form: HTMLFormElement): Array<[Field, ContactReason]> {
  const problems: Array<[Field, ContactReason]> = [];
  for (const field of CONTACT_FIELDS) {
    const control = form.elements.namedItem(field);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
    if (!control.value.trim()) problems.push([field, `${field}_required` as ContactReason]);
    else if (field === "email" && control.validity.typeMismatch) problems.push([field, "email_invalid"]);
  }
  return problems;
}

/** Scrolls `element` to the middle of the window (clear of the sticky header and the floating banner) and focuses it. */
function bringToView(element: HTMLElement): void {
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  element.scrollIntoView({ behavior: still ? "auto" : "smooth", block: "center" });
  element.focus({ preventScroll: true });
}

/**
 * Checks and sends the contact form from the page (POST /api/contact) instead of posting it: the button says
 * "Sending..." and is disabled meanwhile. A field's error (found before sending, or the server's answer about it, read by its codes)
 * sits under that field, tied to it with `aria-describedby` and marked invalid, and focus goes to the first one;
 * success clears the fields and shows the thank-you at the top of the form, scrolled into view and focused; any
 * other error shows there too and keeps what was typed. The outcome of a post made without scripts is already on
 * screen: it is scrolled into view and focused the same way, and its query is dropped from the address so a
 * reload does not show it again. It says all this in the page's language: its texts (`pageTexts`) are asked for
 * when the visitor first enters the form; should they not come, the form posts as it does without scripts.
 */
export function start(form: HTMLElement): void {
  if (!(form instanceof HTMLFormElement)) return;
  form.addEventListener("focusin", () => void pageTexts().catch(() => undefined), { once: true });
  // The module shows its own messages at the fields, in the page's language, instead of the browser's bubbles.
  form.noValidate = true;
  const feedback = form.querySelector<HTMLElement>(".form-feedback");
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = button?.textContent ?? "";

  if (form.dataset.notice) {
    const first = form.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target = first ?? (feedback?.childElementCount ? feedback : null);
    if (target) bringToView(target);
    if (window.location.search.includes("contact=")) window.history.replaceState(null, "", `${window.location.pathname}#contact`);
  }

  const say = (phase: "success" | "error" | null, message = "") => {
    if (!feedback) return;
    feedback.replaceChildren();
    if (!phase) return;
    const alert = document.createElement("p");
    alert.className = `form-alert form-alert--${phase}`;
    alert.textContent = message;
    feedback.append(alert);
  };
  const clearFieldErrors = () => {
    for (const line of form.querySelectorAll(".field-error")) line.remove();
    for (const control of form.querySelectorAll("[aria-invalid]")) {
      control.removeAttribute("aria-invalid");
      control.removeAttribute("aria-describedby");
    }
  };
  /** Puts each message under its field and focuses the first field. */
  const showFieldErrors = (problems: Array<[Field, string]>) => {
    let first: HTMLElement | null = null;
    for (const [field, message] of problems) {
      const control = form.elements.namedItem(field);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
      const line = document.createElement("p");
      line.className = "field-error";
      line.id = `contact-${field}-error`;
      line.textContent = message;
      control.after(line);
      control.setAttribute("aria-invalid", "true");
      control.setAttribute("aria-describedby", line.id);
      first ??= control;
    }
    if (first) bringToView(first);
  };
  const setSending = (sending: boolean, texts: ContactTexts) => {
    if (!button) return;
    button.disabled = sending;
    button.textContent = sending ? texts.sending : label;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    let texts: ContactTexts;
    try {
      texts = (await pageTexts()).contact;
    } catch {
      // Without its texts the module could not speak the page's language: the server answers the post instead.
      form.submit();
      return;
    }
    say(null);
    clearFieldErrors();
    const problems = problemsOf(form);
    if (problems.length > 0) {
      showFieldErrors(problems.map(([field, reason]) => [field, texts.reasons[reason]]));
      return;
    }
    const fields = new FormData(form);
    const value = (name: string) => String(fields.get(name) ?? "");
    const message: ContactMessage = {
      name: value("name"),
      email: value("email"),
      subject: value("subject"),
      message: value("message"),
      [HONEYPOT_FIELD]: value(HONEYPOT_FIELD),
    };
    setSending(true, texts);
    try {
      await publicApi.contact(message);
      form.reset();
      setSending(false, texts);
      say("success", texts.thanks);
      if (feedback) bringToView(feedback);
    } catch (error) {
      setSending(false, texts);
      // The answer's codes decide what is shown (never the wording of its detail); no answer at all is "failed".
      const reason = error instanceof ApiError && error.status !== null ? contactReasonOf(error.body) : "failed";
      const field = fieldOfReason(reason);
      if (field) {
        showFieldErrors([[field, contactErrorText(texts, reason)]]);
      } else {
        say("error", contactErrorText(texts, reason));
        if (feedback) bringToView(feedback);
      }
    }
  });
}
