import type { SmtpSettings, SmtpSettingsView, SubmissionPage } from "../../../../common/schemas";
import type { Http } from "./http";

export interface SmtpTestResult {
  success: boolean;
  message?: string;
  detail?: string;
}

export interface SubmissionFilters {
  search: string;
  start_date: string;
  end_date: string;
}

export interface JsonExport {
  submissions: unknown[];
  exported_at: string;
  total: number;
}

/** SMTP settings, the connection test, and contact submissions. */
export function mailApi(http: Http) {
  return {
    smtp: () => http<SmtpSettingsView>("/api/admin/smtp-settings", { noCache: true }),
    saveSmtp: (settings: SmtpSettings) => http<unknown>("/api/admin/smtp-settings", { method: "PUT", body: settings }),
    /** null removes the stored password (an empty one would keep it). */
    removeSmtpPassword: () => http<unknown>("/api/admin/smtp-settings", { method: "PUT", body: { smtp_password: null } }),
    testSmtp: (settings: SmtpSettings & { test_email?: string }) =>
      http<SmtpTestResult>("/api/admin/smtp-test", { method: "POST", body: settings }),

    submissions: (page: number, filters: SubmissionFilters) =>
      http<SubmissionPage>("/api/admin/contact-submissions", { noCache: true, query: { page, limit: 10, ...filters } }),
    markRead: (id: number, read: boolean) =>
      http<unknown>(`/api/admin/contact-submissions/${id}/${read ? "read" : "unread"}`, { method: "PUT", body: {} }),
    deleteSubmission: (id: number) => http<unknown>(`/api/admin/contact-submissions/${id}`, { method: "DELETE" }),
    exportCsv: (filters: SubmissionFilters) =>
      http<{ csv_data: string; filename?: string }>("/api/admin/contact-submissions/export", {
        noCache: true,
        query: { format: "csv", ...filters },
      }),
    exportJson: (filters: SubmissionFilters) =>
      http<JsonExport>("/api/admin/contact-submissions/export", { noCache: true, query: { format: "json", ...filters } }),
  };
}
