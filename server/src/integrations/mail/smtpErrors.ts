import type { SmtpSettings } from "../../../../common/contracts";
import { describeReply, oneLine, replyOf, stageOf, STARTTLS_UNSUPPORTED, type MailError, type SmtpStage } from "./smtpReplies";

const CERTIFICATE_PROBLEM = /self[- ]signed|certificate|unable to verify|CERT_|altnames/i;
const MATCHING_PORT = "check that the port and the security setting belong together (465 with SSL/TLS, 587 with TLS (STARTTLS))";

const STAGE_NAMES: Record<SmtpStage, string> = {
  // Socket errors come with the connection's command (CONN) at any time, so they name no stage.
  connect: "",
  greeting: "after the greeting",
  starttls: "during STARTTLS",
  login: "during the login",
  sender: "after the sender address",
  recipient: "after the recipient address",
  data: "after the DATA command",
  "end-of-data": "while the message was sent",
  client: "",
};

/**
 * Turns a nodemailer error, from any stage of a delivery or of Test Connection, into a sentence an administrator
 * can act on: the server's reply read for what it means at that stage (wrong password, wrong security mode,
 * sender or recipient refused, message refused, try again later), or what to check for a failure without one
 * (refused, reset or closed connection, timeout, DNS, certificate).
 */
export function describeSmtpError(error: unknown, settings: Pick<SmtpSettings, "smtp_host" | "smtp_port" | "smtp_security">): string {
  const err = (typeof error === "object" && error !== null ? error : { message: String(error) }) as MailError;
  const stage = stageOf(err);
  const reply = replyOf(err);
  const described = reply ? describeReply(stage, reply) : null;
  return described ?? describeWithoutReply(err, stage, settings);
}

/** A failure the server gave no (telling) reply for: read from the socket error and the stage. */
function describeWithoutReply(err: MailError, stage: SmtpStage, settings: Pick<SmtpSettings, "smtp_host" | "smtp_port" | "smtp_security">): string {
  const message = err.message ?? "";
  const system = `${err.originalCode ?? ""} ${err.code ?? ""} ${message}`;
  const where = `${settings.smtp_host}:${settings.smtp_port}`;

  if (err.code === "ENOAUTH" || (err.code === "EAUTH" && /missing credentials/i.test(message)))
    return "The server requires a login: enter a username and password";
  if (err.code === "EAUTH") return `Wrong username or password: the server rejected the login (${oneLine(err.response ?? message)})`;
  if (/wrong version number|packet length too long|unknown protocol/i.test(message)) {
    return "The server does not use implicit TLS on this port: try TLS (STARTTLS) or port 587";
  }
  if (/greeting never received/i.test(message)) {
    return settings.smtp_security === "ssl"
      ? `No greeting from ${where}: the server did not answer in time`
      : "No greeting: the server may expect implicit SSL/TLS (port 465)";
  }
  if (CERTIFICATE_PROBLEM.test(message)) {
    return `The server's TLS certificate is not trusted (${oneLine(message)}); use a valid certificate for ${settings.smtp_host}`;
  }
  if (err.code === "ETLS") return STARTTLS_UNSUPPORTED;
  if (/ECONNREFUSED/.test(system)) return `Connection refused by ${where}: nothing accepts mail on that port`;
  if (err.code === "EDNS" || /ENOTFOUND|EAI_AGAIN|EAI_NONAME/.test(system)) return `Mail server not found: ${settings.smtp_host} does not resolve`;
  if (/E(HOST|NET)UNREACH/.test(system)) {
    return `${where} cannot be reached (${/E(HOST|NET)UNREACH/.exec(system)![0]}): check the host name, this server's network connection and any firewall`;
  }
  if (err.code === "ETIMEDOUT" || /ETIMEDOUT|timeout|timed out/i.test(system)) {
    return `Connection to ${where} timed out: check the host, the port and any firewall`;
  }
  const during = STAGE_NAMES[stage] ? ` ${STAGE_NAMES[stage]}` : "";
  if (/ECONNRESET|EPIPE/.test(system)) {
    return `${where} cut the connection${during} (${oneLine(message)}): ${MATCHING_PORT}, and that no firewall or filter on the way cuts mail connections`;
  }
  if (/connection closed unexpectedly|server closed the connection/i.test(message)) {
    return `${where} closed the connection unexpectedly${during}: ${MATCHING_PORT}, and that the mail server accepts connections from this server's address`;
  }
  if (stage === "client") {
    return `The message could not be sent (${oneLine(message)}): check the sender address (SMTP settings) and the contact e-mail address (Company Info)`;
  }
  return oneLine(err.response ?? message) || "Unknown mail error";
}
