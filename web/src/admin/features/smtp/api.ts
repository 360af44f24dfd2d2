import type { SmtpSettings, SmtpSettingsView } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import type { Http } from "../../api/http";

/** The mail server settings (password write-only) and the connection test. */
export const smtpKeys = { all: ["smtp"] as const };

export interface SmtpTestResult {
  success: boolean;
  message?: string;
  detail?: string;
}

export const fetchSmtp = (http: Http) => http<SmtpSettingsView>("/api/admin/smtp-settings", { noCache: true });
export const saveSmtp = (http: Http, settings: SmtpSettings) => http<unknown>("/api/admin/smtp-settings", { method: "PUT", body: settings });
/** null removes the stored password (an empty one would keep it). */
export const removeSmtpPassword = (http: Http) => http<unknown>("/api/admin/smtp-settings", { method: "PUT", body: { smtp_password: null } });
export const testSmtp = (http: Http, settings: SmtpSettings & { test_email?: string }) =>
  http<SmtpTestResult>("/api/admin/smtp-test", { method: "POST", body: settings });

export const useSmtpSettings = () => useApiQuery(smtpKeys.all, fetchSmtp);
export const useSaveSmtp = () => useApiMutation(saveSmtp, [smtpKeys.all]);
export const useRemoveSmtpPassword = () => useApiMutation((http, _: void) => removeSmtpPassword(http), [smtpKeys.all]);
export const useTestSmtp = () => useApiMutation(testSmtp);
