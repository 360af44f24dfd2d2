import type { SmtpSettings } from "../../../../common/contracts";

interface MailError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const CERTIFICATE_PROBLEM = /self[- ]signed|certificate|unable to verify|CERT_|altnames/i;

/** Turns a nodemailer error into a sentence an administrator can act on (wrong password, wrong security mode, refused, timeout, DNS, certificate). */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, "smtp_host" | "smtp_port" | "smtp_security">): string {
  const err = (typeof error === "object" && error !== null ? error : { message: String(error) }) as MailError;
  const message = err.message ?? "";
  const where = `${settings.smtp_host}:${settings.smtp_port}`;

  if (err.code === "EAUTH") return describeLoginRefusal(err.responseCode, oneLine(err.response ?? message));
  if (err.code === "ENOAUTH") return "The server requires a login: enter a username and password";
  if (/wrong version number|packet length too long|unknown protocol/i.test(message)) {
    return "The server does not use implicit TLS on this port: try TLS (STARTTLS) or port 587";
  }
  if (/greeting never received/i.test(message)) {
    return settings.smtp_security === "ssl"
      ? `No greeting from ${where}: the server did not answer in time`
      : "No greeting: the server may expect implicit SSL/TLS (port 465)";
  }
  if (err.code === "ETLS") return "The server does not support STARTTLS on this port: choose SSL/TLS (port 465) or None";
  if (CERTIFICATE_PROBLEM.test(message)) {
    return `The server's TLS certificate is not trusted (${oneLine(message)}); use a valid certificate for ${settings.smtp_host}`;
  }
  if (/ECONNREFUSED/.test(message)) return `Connection refused by ${where}: nothing accepts mail on that port`;
  if (err.code === "EDNS" || /ENOTFOUND|EAI_AGAIN/.test(message)) return `Mail server not found: ${settings.smtp_host} does not resolve`;
  if (err.code === "ETIMEDOUT" || /timeout|timed out/i.test(message)) {
    return `Connection to ${where} timed out: check the host, the port and any firewall`;
  }
  if (err.code === "EENVELOPE") return `The server refused the sender or recipient (${oneLine(err.response ?? message)})`;
  return oneLine(message) || "Unknown mail error";
}

/**
 * Why the server refused the login, read from its reply code and enhanced status code (RFC 3463) as real servers
 * send them: Postfix answers `530 5.7.0 Must issue a STARTTLS command first` on a port that wants TLS first,
 * `503 5.5.1 Error: authentication not enabled` where it offers no login, and `454 4.7.0 Temporary
 * authentication failure` when its auth service is down; only a 535 (5.7.8) means the credentials are wrong.
 */
function describeLoginRefusal(code: number | undefined, reply: string): string {
  const enhanced = /^\d{3}[ -]([245]\.\d{1,3}\.\d{1,3})\b/.exec(reply)?.[1] ?? "";
  if (code === 538 || (code === 530 && /TLS|encrypt/i.test(reply))) {
    return `The server only accepts a login over an encrypted connection: choose TLS (STARTTLS) or SSL/TLS (${reply})`;
  }
  if (code === 503 || code === 502 || code === 500 || code === 504 || enhanced === "5.5.1") {
    return `Login not possible: the server offers no login on this port (${reply}). Use its submission port: 587 with TLS (STARTTLS) or 465 with SSL/TLS`;
  }
  if ((code !== undefined && code >= 400 && code < 500) || enhanced.startsWith("4.")) {
    return `Login not checked: the server could not check the login right now (${reply}). Try again later`;
  }
  return `Wrong username or password: the server rejected the login (${reply})`;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
