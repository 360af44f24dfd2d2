import { useEffect, useRef, useState, type FormEvent } from "react";
import { CONTACT_MESSAGE_ROWS } from "../../../../common/constants";
import { CONTACT_ERROR, CONTACT_THANK_YOU, type ContactNotice } from "../../../../common/contactOutcome";
import { HONEYPOT_FIELD, LIMITS } from "../../../../common/limits";
import { ApiError } from "../../lib/api/errors";
import { publicApi } from "../../lib/publicApi";

type FormState = { phase: "idle" } | { phase: "sending" } | { phase: "success"; message: string } | { phase: "error"; message: string };

const EMPTY = { name: "", email: "", subject: "", message: "" };

/**
 * The contact form: idle → sending → success (cleared, scrolled into view) or error (the server's detail, else a
 * general message). Until
 * scripts run (or without them) it is a plain form posting to /contact, which comes back to the home page with
 * `notice` set, shown in the same place.
 */
export function ContactForm({ notice = null }: { notice?: ContactNotice | null }) {
  const [fields, setFields] = useState(EMPTY);
  const [state, setState] = useState<FormState>(notice ?? { phase: "idle" });
  const honeypot = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The outcome of a post without JavaScript is on screen; a reload should not show it again.
    if (notice && window.location.search.includes("contact=")) window.history.replaceState(null, "", `${window.location.pathname}#contact`);
  }, [notice]);

  const update = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState({ phase: "sending" });
    try {
      await publicApi.contact({ ...fields, [HONEYPOT_FIELD]: honeypot.current?.value ?? "" });
      setFields(EMPTY);
      setState({ phase: "success", message: CONTACT_THANK_YOU });
      document.getElementById("contact")?.scrollIntoView({ behavior: "smooth", block: "start" });
    } catch (error) {
      setState({ phase: "error", message: error instanceof ApiError && error.status !== null && error.detail ? error.detail : CONTACT_ERROR });
    }
  }

  const sending = state.phase === "sending";
  return (
    <form className="contact-form" action="/contact" method="post" onSubmit={submit}>
      <div className="form-row">
        <div className="field">
          <label htmlFor="contact-name">Name</label>
          <input id="contact-name" name="name" autoComplete="name" required maxLength={LIMITS.name} value={fields.name} onChange={update("name")} />
        </div>
        <div className="field">
          <label htmlFor="contact-email">Email</label>
          <input
            id="contact-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={LIMITS.email}
            value={fields.email}
            onChange={update("email")}
          />
        </div>
      </div>
      <div className="field">
        <label htmlFor="contact-subject">Subject</label>
        <input id="contact-subject" name="subject" required maxLength={LIMITS.subject} value={fields.subject} onChange={update("subject")} />
      </div>
      <div className="field">
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          rows={CONTACT_MESSAGE_ROWS}
          required
          maxLength={LIMITS.message}
          value={fields.message}
          onChange={update("message")}
        />
      </div>
      <div className="field-honeypot" aria-hidden="true">
        <label htmlFor="contact-website">Website (leave empty)</label>
        <input ref={honeypot} id="contact-website" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div id="contact-feedback" className="form-feedback" role="status">
        {state.phase === "success" && <p className="form-alert form-alert--success">{state.message}</p>}
        {state.phase === "error" && <p className="form-alert form-alert--error">{state.message}</p>}
      </div>
      <button type="submit" className="btn btn--primary contact-submit" disabled={sending}>
        {sending ? "Sending..." : "Send Message"}
      </button>
    </form>
  );
}
