import type { SmtpSettings } from "../../../../common/schemas";

interface MailError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const CERTIFICATE_PROBLEM = /self[- ]signed|certificate|unable to verify|CERT_|altnames/i;

/** Turns a nodemailer error into a sentence an administrator can act on (INTEGRATIONS §3.2, §3.5). */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, "smtp_host" | "smtp_port" | "smtp_security">): string {
  const err = (typeof error === "object" && error !== null ? error : { message: String(error) }) as MailError;
  const message = err.message ?? "";
  const where = `${settings.smtp_host}:${settings.smtp_port}`;

  if (err.code === "EAUTH" && err.responseCode === 538) {
    return "The server only accepts a login over an encrypted connection: choose TLS (STARTTLS) or SSL/TLS";
  }
  if (err.code === "EAUTH") return `Wrong username or password: the server rejected the login (${oneLine(err.response ?? message)})`;
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

function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
