/**
 * What a mail server's reply means at the stage of a delivery it came back on, read from its reply code and
 * enhanced status code (RFC 3463) as Postfix 3.7 with Dovecot sends them.
 */

/** Where in a delivery an error arose (nodemailer names the SMTP command in flight). */
export type SmtpStage = "connect" | "greeting" | "starttls" | "login" | "sender" | "recipient" | "data" | "end-of-data" | "client";

export interface SmtpReply {
  code: number;
  /** The enhanced status code, e.g. "5.7.0"; "" when the server sent none. */
  enhanced: string;
  /** The whole reply on one line, e.g. "530 5.7.0 Must issue a STARTTLS command first". */
  text: string;
}

/** The parts of a nodemailer error this module reads. */
export interface MailError {
  code?: string;
  /** The system error's own code (ECONNRESET, ECONNREFUSED …) when nodemailer set its own `code`. */
  originalCode?: string;
  responseCode?: number;
  response?: string;
  /** The SMTP command in flight: CONN, EHLO, STARTTLS, AUTH PLAIN, MAIL FROM, RCPT TO, DATA, API (checked locally). */
  command?: string;
  message?: string;
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

export function stageOf(err: MailError): SmtpStage {
  const command = (err.command ?? "").toUpperCase();
  if (command.startsWith("AUTH") || err.code === "EAUTH" || err.code === "ENOAUTH") return "login";
  if (command === "MAIL FROM") return "sender";
  if (command === "RCPT TO") return "recipient";
  // The DATA command is refused as an envelope error; the reply after the message text as a message error.
  if (command === "DATA") return err.code === "EMESSAGE" ? "end-of-data" : "data";
  if (command === "STARTTLS") return "starttls";
  if (command === "EHLO" || command === "HELO" || command === "LHLO") return "greeting";
  if (command === "API") return "client";
  return err.response ? "greeting" : "connect";
}

export function replyOf(err: MailError): SmtpReply | null {
  const text = oneLine(err.response ?? "");
  const code = err.responseCode ?? Number(/^(\d{3})\b/.exec(text)?.[1] ?? NaN);
  if (!text || !Number.isInteger(code) || code < 400) return null;
  return { code, enhanced: /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(text)?.[1] ?? "", text };
}

const CHOOSE_TLS = "choose TLS (STARTTLS) or SSL/TLS";
const LOGIN_FIRST = "enter the username and password; if they are set, choose TLS (STARTTLS): many servers offer the login only on an encrypted connection";
export const STARTTLS_UNSUPPORTED = "The server does not support STARTTLS on this port: choose SSL/TLS (port 465) or None";

/** Postfix's `530 5.7.0 Must issue a STARTTLS command first` (smtpd_tls_security_level=encrypt) and the 538 of RFC 4954. */
const needsEncryption = (reply: SmtpReply) => reply.code === 538 || (reply.code === 530 && /STARTTLS|TLS|encrypt/i.test(reply.text));
const isTemporary = (reply: SmtpReply) => reply.code >= 400 && reply.code < 500;

/** The sentence for a server's refusal at one stage, or null when the reply tells nothing more than its text. */
export function describeReply(stage: SmtpStage, reply: SmtpReply): string | null {
  const { text } = reply;
  if (needsEncryption(reply)) {
    return stage === "login"
      ? `The server only accepts a login over an encrypted connection: ${CHOOSE_TLS} (${text})`
      : `The server only accepts mail over an encrypted connection: ${CHOOSE_TLS} (${text})`;
  }
  if (stage === "login") return describeLoginRefusal(reply);
  if (reply.code === 421) return `The server closed the session (${text}): it is busy or limits connections from this server. Try again later`;
  if (stage === "greeting") {
    return isTemporary(reply)
      ? `The server turned the connection away for now (${text}). Try again later`
      : `The server refused the connection (${text}): ask the mail provider to accept mail from this server's address`;
  }
  if (stage === "starttls") {
    return isTemporary(reply)
      ? `The server offers STARTTLS but could not start it (${text}): its TLS setup needs fixing; until then choose SSL/TLS (port 465)`
      : STARTTLS_UNSUPPORTED;
  }
  if (stage === "connect" || stage === "client") return null;
  if (isTemporary(reply)) return `The server could not take the message right now (${text}): a passing problem on the mail server. Try again later`;
  return describeRefusedMail(stage, reply);
}

/** A permanent refusal of the sender, the recipient, the DATA command or the message itself. */
function describeRefusedMail(stage: "sender" | "recipient" | "data" | "end-of-data", reply: SmtpReply): string {
  const { text, enhanced } = reply;
  if (/relay(ing)? (access )?(denied|not permitted)/i.test(text)) return `The server relays mail only for senders who logged in (${text}): ${LOGIN_FIRST}`;
  if (/authenticat|not logged in|log ?in required/i.test(text) || (reply.code === 530 && stage !== "end-of-data")) {
    return `The server accepts mail only after a login (${text}): ${LOGIN_FIRST}`;
  }
  if (stage === "sender" || /sender address rejected/i.test(text) || enhanced === "5.1.7" || enhanced === "5.1.8") {
    return `The server refused the sender address (${text}): set a From address this mail account may send as`;
  }
  if (/client host rejected/i.test(text)) {
    return `The server refuses mail from this server's address (${text}): log in with a username and password, or ask the mail provider to allow it`;
  }
  if (stage === "recipient") return `The server refused the recipient (${text}): check the contact e-mail address (Company Info)`;
  if (reply.code === 552 || enhanced === "5.3.4" || /size|too (large|big)/i.test(text)) {
    return `The server refused the message as too large (${text}): raise the mail server's message size limit`;
  }
  if (stage === "end-of-data") {
    return enhanced.startsWith("5.7.") || /spam|virus|content|policy/i.test(text)
      ? `The server's filter refused the message (${text}): check the mail server's spam and content filter for this sender`
      : `The server refused the message after receiving it (${text})`;
  }
  return `The server refused to take the message (${text}): the mail provider can say which of its rules refuses it`;
}

/**
 * Why the server refused the login: Postfix answers `503 5.5.1 Error: authentication not enabled` where it offers
 * no login, and `454 4.7.0 Temporary authentication failure` when its auth service is down; only a 535 (5.7.8)
 * means the credentials are wrong.
 */
function describeLoginRefusal({ code, enhanced, text }: SmtpReply): string {
  if (code === 503 || code === 502 || code === 500 || code === 504 || enhanced === "5.5.1") {
    return `Login not possible: the server offers no login on this port (${text}). Use its submission port: 587 with TLS (STARTTLS) or 465 with SSL/TLS`;
  }
  if (code < 500 || enhanced.startsWith("4.")) return `Login not checked: the server could not check the login right now (${text}). Try again later`;
  return `Wrong username or password: the server rejected the login (${text})`;
}
