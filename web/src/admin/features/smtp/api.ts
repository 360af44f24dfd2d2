import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SmtpSettings, SmtpSettingsView } from "../../../../../common/schemas";
import { useHttp } from "../../api/client";
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
export const testSmtp = (http: Http, settings: SmtpSettings & { test_email?: string }) =>
  http<SmtpTestResult>("/api/admin/smtp-test", { method: "POST", body: settings });

export function useSmtpSettings() {
  const http = useHttp();
  return useQuery({ queryKey: smtpKeys.all, queryFn: () => fetchSmtp(http) });
}

export function useSaveSmtp() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SmtpSettings) => saveSmtp(http, settings),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: smtpKeys.all }),
  });
}

export function useTestSmtp() {
  const http = useHttp();
  return useMutation({ mutationFn: (settings: SmtpSettings & { test_email?: string }) => testSmtp(http, settings) });
}
