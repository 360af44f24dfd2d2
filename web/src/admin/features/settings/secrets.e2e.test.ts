import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { SiteData } from "../../../../../server/src/store/types";
import { expectToast } from "../../test/adminPage";
import { useAdminHarness } from "../../test/harness";
import { SETTINGS_SUCCESS } from "./settingsForm";

/** The three write-only secrets: where they are set, where they are shown, and how the store keeps them. */
const SECRETS = [
  {
    what: "SMTP password",
    hash: "#contact",
    field: "SMTP Password",
    path: "/api/admin/smtp-settings",
    body: { smtp_host: "mail.example.com", smtp_username: "mailer", smtp_password: "stored-smtp-secret" },
    stored: "A password is stored. Leave empty to keep it.",
    empty: "No password stored yet.",
    value: "stored-smtp-secret",
    save: "Save SMTP Settings",
    saved: "SMTP settings updated successfully!",
    read: (data: Readonly<SiteData>) => data.smtp.smtp_password,
  },
  {
    what: "Blesta API key",
    hash: "#blesta",
    field: "API Key",
    path: "/api/admin/blesta/settings",
    body: { api_url: "http://127.0.0.1:9/api", username: "apiuser", api_key: "stored-blesta-secret" },
    stored: "An API key is stored. Leave empty to keep it.",
    empty: "No API key stored yet.",
    value: "stored-blesta-secret",
    save: "Save Blesta Settings",
    saved: "Blesta settings saved successfully!",
    read: (data: Readonly<SiteData>) => data.billing.api_key,
  },
  {
    what: "Uptime Kuma API key",
    hash: "#settings",
    field: "Uptime Kuma API Key",
    path: "/api/admin/site-settings",
    body: { uptime_kuma_api_key: "stored-kuma-secret" },
    stored: "An API key is stored. Leave empty to keep it.",
    empty: "Optional: needed for the /metrics source.",
    value: "stored-kuma-secret",
    save: "Save Status monitor",
    saved: SETTINGS_SUCCESS,
    read: (data: Readonly<SiteData>) => data.site_settings.uptime_kuma_api_key,
  },
] as const;

describe("removing a write-only secret", () => {
  const h = useAdminHarness();
  const stored = (read: (data: Readonly<SiteData>) => string) => read(h.server.site.deps.store.snapshot());
  const hintOf = (page: Page, field: string) => page.getByLabel(field, { exact: true }).locator("xpath=following-sibling::small[contains(@class,'hint')]");

  for (const secret of SECRETS) {
    it(`${secret.what}: the Remove control beside it clears it (after a confirmation), and a later save keeps it cleared`, async () => {
      const token = await h.server.login();
      expect((await h.server.api(secret.path, { method: "PUT", token, body: secret.body })).status).toBe(200);
      const page = await h.page({ hash: secret.hash });
      const hint = hintOf(page, secret.field);
      await hint.getByText(secret.stored).waitFor();
      const remove = page.getByRole("button", { name: `Remove the stored ${secret.what}` });

      // Cancelled: nothing changes.
      await remove.click();
      const dialog = page.getByRole("alertdialog", { name: `Remove ${secret.what}` });
      await dialog.getByText(`Remove the stored ${secret.what}?`).waitFor();
      await dialog.getByRole("button", { name: "Cancel" }).click();
      await dialog.waitFor({ state: "hidden" });
      expect(stored(secret.read)).toBe(secret.value);

      await remove.click();
      await dialog.getByRole("button", { name: "Remove", exact: true }).click();
      await expectToast(page, `The ${secret.what} was removed.`);
      await hint.getByText(secret.empty).waitFor();
      expect(await remove.count()).toBe(0);
      expect(stored(secret.read)).toBe("");
      const view = (await h.server.api(secret.path, { token })).body;
      expect(
        Object.entries(view)
          .filter(([key]) => key.startsWith("has_"))
          .map(([, value]) => value),
      ).toEqual([false]);

      // Saving the form with the field left empty keeps it removed.
      await page.getByRole("button", { name: secret.save }).click();
      await expectToast(page, secret.saved);
      expect(stored(secret.read)).toBe("");
      await page.context().close();
    });
  }
});
