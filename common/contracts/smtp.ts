import { z } from "zod";
import { defineResource } from "./endpoint";
import { flag, integer, isEmailAddress, isHostOrAddress, LIMITS, rule, secret, text } from "./fields";

export const SMTP_SECURITY = ["ssl", "tls", "none"] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

const email = text(LIMITS.email).refine((v) => v === "" || isEmailAddress(v), rule("invalid_email", "must be an e-mail address"));

export const SmtpSettingsInputSchema = z
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
    from_name: text(LIMITS.name).refine((v) => !/[\r\n]/.test(v), rule("line_break", "must not contain line breaks")),
  })
  .partial();
export type SmtpSettingsInput = z.output<typeof SmtpSettingsInputSchema>;

/** Body of POST /api/admin/smtp-test: the settings to try, and optionally an address to send a test e-mail to. */
const SmtpTestSchema = SmtpSettingsInputSchema.extend({ test_email: email.optional() });

export interface SmtpSettings {
  smtp_host: string;
  smtp_port: number;
  smtp_security: SmtpSecurity;
  smtp_username: string;
  smtp_password: string;
  from_email: string;
  from_name: string;
}

/** As GET answers it: the password is never sent (always ""), only whether one is set. */
const SmtpSettingsViewSchema = z.object({
  smtp_host: z.string(),
  smtp_port: z.number().int(),
  smtp_security: z.enum(SMTP_SECURITY),
  smtp_username: z.string(),
  smtp_password: z.literal(""),
  has_smtp_password: z.boolean(),
  from_email: z.string(),
  from_name: z.string(),
});
export type SmtpSettingsView = z.infer<typeof SmtpSettingsViewSchema>;

/** The connection test's answer (and the admin form's hint) while host, username or password is missing. */
export const SMTP_TEST_NEEDS_FIELDS = "Please fill in Host, Username, and Password before testing";

/** The connection test answers 200 either way: the call worked, the mail server may not have. */
const SmtpTestResultSchema = z.union([
  z.object({ success: z.literal(true), message: z.string() }),
  z.object({ success: z.literal(false), detail: z.string() }),
]);
export type SmtpTestResult = z.infer<typeof SmtpTestResultSchema>;

export const SMTP_DEFAULTS: SmtpSettings = {
  smtp_host: "",
  smtp_port: 587,
  smtp_security: "tls",
  smtp_username: "",
  smtp_password: "",
  from_email: "",
  from_name: "",
};

/** The older boolean smtp_use_tls becomes tls (true) or none (false). */
export function securityFromLegacy(useTls: boolean): SmtpSecurity {
  return useTls ? "tls" : "none";
}

/** The mail server that sends contact form messages to the company. */
export const smtpApi = defineResource("smtp", {
  getSettings: {
    method: "GET",
    path: "/api/admin/smtp-settings",
    access: "admin",
    summary: "The mail server settings",
    response: SmtpSettingsViewSchema,
  },
  updateSettings: {
    method: "PUT",
    path: "/api/admin/smtp-settings",
    access: "admin",
    summary: "Change the mail server settings",
    description:
      "Only the fields sent change. `smtp_password`: text sets it, an empty string keeps the stored one, `null` removes it. The older `smtp_use_tls` boolean is taken as security tls (true) or none (false).",
    body: SmtpSettingsInputSchema,
    response: SmtpSettingsViewSchema,
    errors: [400],
  },
  test: {
    method: "POST",
    path: "/api/admin/smtp-test",
    access: "admin",
    summary: "Try to connect and log in (and send a test e-mail when `test_email` is given)",
    description:
      "Fields left empty are taken from the stored settings. A failure names its likely cause (wrong password, security mode, refused, timeout, DNS, certificate).",
    body: SmtpTestSchema,
    response: SmtpTestResultSchema,
    errors: [400],
  },
});
