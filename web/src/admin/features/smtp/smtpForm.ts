import { SMTP_DEFAULTS, SMTP_TEST_NEEDS_FIELDS, type SmtpSettings, type SmtpSettingsView } from "../../../../../common/contracts";

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
