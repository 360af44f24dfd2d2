import nodemailer from "nodemailer";
import type { SmtpSettings, SmtpTestResult } from "../../../../common/contracts";
import { describeSmtpError } from "./smtpErrors";
import { isHostOrAddress } from "../../../../common/contracts";
import { isSmtpConfigured, smtpTransportOptions, unusableHostReason, type SmtpClientOptions } from "./transport";

export interface SmtpTestOptions extends SmtpClientOptions {
  /** Also send a short test e-mail to this address. */
  test_email?: string;
}

/**
 * Connects, upgrades to TLS as configured and logs in (always: forceAuth, so wrong credentials fail even on a
 * server that does not advertise AUTH), then optionally sends a test e-mail. Never throws.
 */
export async function testSmtpConnection(settings: SmtpSettings, opts: SmtpTestOptions = {}): Promise<SmtpTestResult> {
  if (!isSmtpConfigured(settings)) return { success: false, detail: "No SMTP host is set" };
  if (!isHostOrAddress(settings.smtp_host.trim())) return { success: false, detail: unusableHostReason(settings.smtp_host) };
  const transport = nodemailer.createTransport(smtpTransportOptions(settings, { ...opts, forceAuth: true }));
  try {
    await transport.verify();
    if (!opts.test_email) return { success: true, message: "SMTP connection successful: connected and logged in" };
    await transport.sendMail({
      from: { name: settings.from_name.replace(/[\r\n]+/g, " "), address: settings.from_email || settings.smtp_username },
      to: opts.test_email,
      subject: "SMTP test e-mail",
      text: `This test e-mail confirms that the mail settings work (${settings.smtp_host}:${settings.smtp_port}, ${settings.smtp_security}).`,
    });
    return { success: true, message: `SMTP connection successful: test e-mail sent to ${opts.test_email}` };
  } catch (error) {
    return { success: false, detail: describeSmtpError(error, settings) };
  } finally {
    transport.close();
  }
}
