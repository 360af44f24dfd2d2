import { SMTP_TEST_NEEDS_FIELDS, smtpApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { testSmtpConnection } from "../../integrations/mail";
import { presentSmtp } from "../../presenters/settings";
import { mergeSmtp, updateSmtp } from "../../services/settings";
import type { ApiRouter } from "../apiRouter";

/** The mail server's settings and the connection test. */
export function mountSmtp(api: ApiRouter, { store, config }: AppDeps): void {
  api.on(smtpApi.getSettings, () => presentSmtp(store.snapshot().smtp));

  api.on(smtpApi.updateSettings, async ({ body }) => presentSmtp(await updateSmtp(store, body)));

  api.on(smtpApi.test, async ({ body: { test_email, ...fields } }) => {
    // Fields left empty (e.g. the write-only password) fall back to the stored settings.
    const settings = mergeSmtp(store.snapshot().smtp, fields);
    if (!settings.smtp_host || !settings.smtp_username || !settings.smtp_password) {
      return { success: false, detail: SMTP_TEST_NEEDS_FIELDS };
    }
    return testSmtpConnection(settings, { test_email: test_email || undefined, rejectUnauthorized: config.smtpRejectUnauthorized });
  });
}
