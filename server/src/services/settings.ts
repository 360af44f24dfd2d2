import {
  securityFromLegacy,
  type BillingSettingsInput,
  type SiteSettings,
  type SiteSettingsInput,
  type SiteSettingsUpdate,
  type SmtpSettings,
  type SmtpSettingsInput,
} from "../../../common/contracts";
import { defaultsListedProblems } from "../../../common/crossField/settings";
import { mergeTranslations } from "../../../common/i18n/resolve";
import { withoutTrailingSlashes } from "../../../common/trailingSlashes";
import { NotFoundError, ValidationError } from "../errors";
import type { BillingState, Collection, Store } from "../store/types";
import { takeOverDefaultCurrency } from "./defaultCurrency";
import { moveDefaultLanguageTexts, TRANSLATED_COLLECTIONS } from "./moveTexts";

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
      api_url: input.api_url !== undefined ? withoutTrailingSlashes(input.api_url) : draft.billing.api_url,
      api_key: nextSecret(input.api_key, draft.billing.api_key),
      markup_percentages: { ...draft.billing.markup_percentages, ...input.markup_percentages },
    };
    return draft.billing;
  });
}

/** The default language must be one of the languages, the default currency one of the currencies (as they are after a save). */
function assertDefaultsListed(settings: SiteSettings, input: SiteSettingsInput): void {
  const problems = defaultsListedProblems(settings, input);
  if (problems.length > 0) throw ValidationError(`${problems[0].field}: ${problems[0].message}`, problems);
}

const MOVE_TEXTS_PROBLEM =
  "must be true or false when default_language changes: true moves the texts into the old default language's translation and makes the new language's translation the texts, false keeps the texts (they are written in the new language)";
const MOVE_TEXTS_REQUIRED = `move_texts: ${MOVE_TEXTS_PROBLEM}`;

/** Whether a save changes the default language (it then must say what happens to the texts, see moveTexts.ts). */
const changesDefaultLanguage = (stored: SiteSettings, input: SiteSettingsInput) =>
  input.default_language !== undefined && input.default_language !== stored.default_language;

/**
 * Saves site settings; a new default currency also takes over the prices that are in it (defaultCurrency.ts), a new
 * default language moves the texts as `move_texts` says (moveTexts.ts), both in the same update.
 */
export async function updateSiteSettings(store: Store, input: SiteSettingsUpdate): Promise<SiteSettings> {
  const { move_texts: moveTexts, ...fields } = input;
  const collections = new Set<Collection>(["site_settings"]);
  if (fields.default_currency !== undefined) for (const collection of ["plans", "promos"] as const) collections.add(collection);
  if (fields.default_language !== undefined) for (const collection of TRANSLATED_COLLECTIONS) collections.add(collection);
  return store.update([...collections], (draft) => {
    const now = new Date().toISOString();
    const next: SiteSettings = {
      ...draft.site_settings,
      ...fields,
      uptime_kuma_api_key: nextSecret(fields.uptime_kuma_api_key, draft.site_settings.uptime_kuma_api_key),
      translations: mergeTranslations(draft.site_settings.translations, fields.translations),
    };
    assertDefaultsListed(next, fields);
    if (next.default_currency !== draft.site_settings.default_currency) takeOverDefaultCurrency(draft, next.default_currency, now);
    const from = draft.site_settings.default_language;
    const languageChanges = changesDefaultLanguage(draft.site_settings, fields);
    if (languageChanges && moveTexts === undefined)
      throw ValidationError(MOVE_TEXTS_REQUIRED, [{ field: "move_texts", message: MOVE_TEXTS_PROBLEM, code: "required" }]);
    draft.site_settings = next;
    // The site's own texts move too, as this save left them.
    if (languageChanges) moveDefaultLanguageTexts(draft, from, next.default_language, moveTexts === true, now);
    return draft.site_settings;
  });
}

/** Maps a plan to a billing package (or unmaps it with null). */
export async function mapPlanToPackage(store: Store, planId: number, packageId: number | null): Promise<void> {
  await store.update(["plans"], (draft) => {
    const plan = draft.plans.find((entry) => entry.id === planId);
    if (!plan) throw NotFoundError(`Plan ${planId} not found`);
    // Pricing ids and Blesta's prices belong to the package they were read from.
    if (plan.blesta_package_id !== packageId) {
      plan.blesta_pricing_ids = {};
      delete plan.blesta_prices;
    }
    plan.blesta_package_id = packageId;
    plan.updated_at = new Date().toISOString();
  });
}
