import { SMTP_DEFAULTS, SMTP_TEST_NEEDS_FIELDS, type SmtpSettings, type SmtpSettingsView } from "../../../../../common/contracts";
import type { FieldRules } from "../../lib/fieldErrors";

/** The SMTP form's fields (and the test box's address) as messages name them. */
export const SMTP_RULES: FieldRules = {
  labels: {
    smtp_host: "SMTP Host",
    smtp_port: "SMTP Port",
    smtp_security: "Security",
    smtp_username: "SMTP Username",
    smtp_password: "SMTP Password",
    from_email: "From Email",
    from_name: "From Name",
    test_email: "Test e-mail address",
  },
  fieldOf: (path) => (path === "smtp_use_tls" ? "smtp_security" : path in SMTP_RULES.labels ? path : null),
};

/** Shown while the test cannot run: the same words the server answers when it is asked anyway. */
export const SMTP_TEST_HINT = SMTP_TEST_NEEDS_FIELDS;

/** The settings as the form shows them; a legacy smtp_use_tls becomes tls or none. */
export function smtpToForm(view: (Partial<SmtpSettingsView> & { smtp_use_tls?: boolean }) | null | undefined): SmtpSettings {
  const security = view?.smtp_security ?? (view?.smtp_use_tls === undefined ? SMTP_DEFAULTS.smtp_security : view.smtp_use_tls ? "tls" : "none");
  return {
    ...SMTP_DEFAULTS,
    ...Object.fromEntries(Object.entries(view ?? {}).filter(([key]) => key in SMTP_DEFAULTS)),
    smtp_security: security,
    smtp_password: "",
  } as SmtpSettings;
}

/** The test needs host, username and a password (typed now, or already stored on the server). */
export function canTestSmtp(form: SmtpSettings, hasStoredPassword: boolean): boolean {
  return !!form.smtp_host.trim() && !!form.smtp_username.trim() && (!!form.smtp_password || hasStoredPassword);
}

/** The body a save sends: the port as a number (empty → the default port). */
export function smtpBody(form: SmtpSettings): SmtpSettings {
  return { ...form, smtp_port: String(form.smtp_port).trim() === "" ? SMTP_DEFAULTS.smtp_port : (Number(form.smtp_port) as number) };
}
