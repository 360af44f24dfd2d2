import type { SmtpSettings } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { useApiMutation, useApiQuery } from "../../api/hooks";

/** The mail server settings (password write-only) and the connection test. */
const smtpKeys = { all: ["smtp"] as const };

const fetchSmtp = (call: ApiCall) => call("GET /api/admin/smtp-settings", { noCache: true });
const saveSmtp = (call: ApiCall, settings: SmtpSettings) => call("PUT /api/admin/smtp-settings", { body: settings });
/** null removes the stored password (an empty one would keep it). */
const removeSmtpPassword = (call: ApiCall) => call("PUT /api/admin/smtp-settings", { body: { smtp_password: null } });
const testSmtp = (call: ApiCall, settings: SmtpSettings & { test_email?: string }) => call("POST /api/admin/smtp-test", { body: settings });

export const useSmtpSettings = () => useApiQuery(smtpKeys.all, fetchSmtp);
export const useSaveSmtp = () => useApiMutation(saveSmtp, [smtpKeys.all]);
export const useRemoveSmtpPassword = () => useApiMutation((call, _: void) => removeSmtpPassword(call), [smtpKeys.all]);
export const useTestSmtp = () => useApiMutation(testSmtp);
