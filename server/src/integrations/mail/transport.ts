import { isIP } from "node:net";
import type { SMTPTransportOptions } from "nodemailer";
import type { SmtpSettings } from "../../../../common/contracts";

export interface SmtpClientOptions {
  /**
   * Connection and greeting timeout in ms (default 10 000), so a wrong port never hangs a request. The idle
   * socket timeout is three times this, so that a missing greeting is reported as such.
   */
  timeoutMs?: number;
  /**
   * Check the server's TLS certificate (default true). Only a caller that has an explicit opt-in, e.g. the
   * environment variable SMTP_TLS_REJECT_UNAUTHORIZED=false (read by loadConfig), or a test against a self-signed server, sets false.
   */
  rejectUnauthorized?: boolean;
  /** Log in even when the server does not advertise AUTH, so wrong credentials always fail. */
  forceAuth?: boolean;
  /**
   * The name on the server's certificate, for when smtp_host is an IP address. Nodemailer already checks a
   * host name against the certificate; for an IP it can only check the IP unless it is told the name.
   */
  servername?: string;
}

const DEFAULT_SMTP_TIMEOUT_MS = 10_000;

/** True when there is a mail server to talk to at all. */
export function isSmtpConfigured(settings: Pick<SmtpSettings, "smtp_host">): boolean {
  return settings.smtp_host.trim() !== "";
}

/** Why a stored host (saved before hosts were checked) is not dialled: shorthand such as 1.5 would reach another address. */
export function unusableHostReason(host: string): string {
  return `The SMTP host "${host.trim()}" is not a host name or an IPv4/IPv6 address written out in full: correct it in the SMTP settings`;
}

/** Nodemailer transport options for our security setting: ssl = TLS from the first byte (port 465), tls = STARTTLS required, none = plain. */
export function smtpTransportOptions(settings: SmtpSettings, opts: SmtpClientOptions = {}): SMTPTransportOptions {
  const host = settings.smtp_host.trim();
  const timeout = opts.timeoutMs ?? DEFAULT_SMTP_TIMEOUT_MS;
  const security =
    settings.smtp_security === "ssl"
      ? { secure: true }
      : settings.smtp_security === "tls"
        ? { secure: false, requireTLS: true }
        : { secure: false, ignoreTLS: true };
  const tls: SMTPTransportOptions["tls"] = { rejectUnauthorized: opts.rejectUnauthorized ?? true };
  if (isIP(host) !== 0 && opts.servername) tls.servername = opts.servername;
  return {
    host,
    port: settings.smtp_port,
    ...security,
    auth: settings.smtp_username || settings.smtp_password ? { user: settings.smtp_username, pass: settings.smtp_password } : undefined,
    forceAuth: opts.forceAuth ?? false,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout * 3,
    tls,
  };
}
