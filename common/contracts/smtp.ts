import { z } from "zod";
import { flag, integer, isEmailAddress, isHostOrAddress, LIMITS, secret, text } from "./fields";

export const SMTP_SECURITY = ["ssl", "tls", "none"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

const email = text(LIMITS.email).refine((v) => v === "" || isEmailAddress(v), "must be an e-mail address");

export const SmtpSettingsSchema = z
  .object({
    smtp_host: text(255).refine(
      (v) => v === "" || isHostOrAddress(v),
      "must be a host name (mail.example.com) or an IPv4 or IPv6 address written out in full (192.0.2.10, 2001:db8::25); shorthand such as 1.5 is not accepted",
    ),
    smtp_port: integer(1, 65_535),
    smtp_security: z.enum(SMTP_SECURITY, { error: "must be one of ssl, tls, none" }),
    smtp_use_tls: flag(),
    smtp_username: text(LIMITS.email),
    smtp_password: secret(1_000),
    from_email: email,
    from_name: text(LIMITS.name).refine((v) => !/[\r\n]/.test(v), "must not contain line breaks"),
  })
  .partial();
export type SmtpSettingsInput = z.output<typeof SmtpSettingsSchema>;

/** Body of POST /api/admin/smtp-test: the settings to try, and optionally an address to send a test e-mail to. */
export const SmtpTestSchema = SmtpSettingsSchema.extend({ test_email: email.optional() });

export interface SmtpSettings {
  smtp_host: string;
  smtp_port: number;
  smtp_security: SmtpSecurity;
  smtp_username: string;
  smtp_password: string;
  from_email: string;
  from_name: string;
}

/** As GET answers it: the password is never sent, only whether one is set. */
export type SmtpSettingsView = SmtpSettings & { has_smtp_password: boolean };

export const SMTP_DEFAULTS: SmtpSettings = {
  smtp_host: "",
  smtp_port: 587,
  smtp_security: "tls",
  smtp_username: "",
  smtp_password: "",
  from_email: "",
  from_name: "",
};

/** SPEC §3: the legacy boolean smtp_use_tls becomes tls (true) or none (false). */
export function securityFromLegacy(useTls: boolean): SmtpSecurity {
  return useTls ? "tls" : "none";
}
