import {
  securityFromLegacy,
  type BillingSettingsInput,
  type SiteSettings,
  type SiteSettingsInput,
  type SmtpSettings,
  type SmtpSettingsInput,
} from "../../../common/contracts";
import { NotFoundError } from "../errors";
import type { BillingState, Store } from "../store/types";

/** A write-only secret: sent empty (or not at all) keeps the stored one, null removes it, anything else replaces it. */
function nextSecret(sent: string | null | undefined, stored: string): string {
  if (sent === null) return "";
  return sent ? sent : stored;
}

/** Turns SMTP input into full settings over `current`: legacy smtp_use_tls is converted, an empty password kept, null removes it. */
export function mergeSmtp(current: SmtpSettings, input: SmtpSettingsInput): SmtpSettings {
  const { smtp_use_tls, ...fields } = input;
  const security = fields.smtp_security ?? (smtp_use_tls !== undefined ? securityFromLegacy(smtp_use_tls) : current.smtp_security);
  return { ...current, ...fields, smtp_security: security, smtp_password: nextSecret(fields.smtp_password, current.smtp_password) };
}

export async function updateSmtp(store: Store, input: SmtpSettingsInput): Promise<SmtpSettings> {
  return store.update(["smtp"], (draft) => {
    draft.smtp = mergeSmtp(draft.smtp, input);
    return draft.smtp;
  });
}

export async function updateBilling(store: Store, input: BillingSettingsInput): Promise<BillingState> {
  return store.update(["billing"], (draft) => {
    draft.billing = {
      ...draft.billing,
      ...input,
      api_url: input.api_url !== undefined ? input.api_url.replace(/\/+$/, "") : draft.billing.api_url,
      api_key: nextSecret(input.api_key, draft.billing.api_key),
      markup_percentages: { ...draft.billing.markup_percentages, ...input.markup_percentages },
    };
    return draft.billing;
  });
}

export async function updateSiteSettings(store: Store, input: SiteSettingsInput): Promise<SiteSettings> {
  return store.update(["site_settings"], (draft) => {
    draft.site_settings = {
      ...draft.site_settings,
      ...input,
      uptime_kuma_api_key: nextSecret(input.uptime_kuma_api_key, draft.site_settings.uptime_kuma_api_key),
    };
    return draft.site_settings;
  });
}

/** Maps a plan to a billing package (or unmaps it with null). */
export async function mapPlanToPackage(store: Store, planId: number, packageId: number | null): Promise<void> {
  await store.update(["plans"], (draft) => {
    const plan = draft.plans.find((entry) => entry.id === planId);
    if (!plan) throw NotFoundError(`Plan ${planId} not found`);
    plan.blesta_package_id = packageId;
    plan.updated_at = new Date().toISOString();
  });
}
