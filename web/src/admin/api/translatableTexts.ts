import type { ApiCall } from "../../lib/api/client";
import { asList } from "../lib/asList";
import type { TranslatableTexts } from "../lib/untranslated";
import { useApiQuery } from "./hooks";

/** Every record with translations, as the admin GETs answer them (for the untranslated counts per language). */
const translatableTextsKey = ["translatable-texts"] as const;

/** A part that cannot be loaded counts as empty: the summary is a hint, never a reason for a tab to fail. */
const orNull = <T>(promise: Promise<T>) => promise.catch(() => null);

async function fetchTranslatableTexts(call: ApiCall): Promise<TranslatableTexts> {
  const admin = { noCache: true } as const;
  const block = (section: "terms" | "privacy" | "imprint") => orNull(call("GET /api/admin/content/:section", { params: { section }, ...admin }));
  // Asked together with the others (awaited below).
  const locations = orNull(call("GET /api/admin/locations", admin));
  const [home, terms, privacy, imprint, plans, categories, promoCodes, navigation, company, pages, faq, settings, statusMonitors, incidents, maintenance] =
    await Promise.all([
      orNull(call("GET /api/admin/website-content", admin)),
      block("terms"),
      block("privacy"),
      block("imprint"),
      orNull(call("GET /api/admin/hosting-plans", admin)),
      orNull(call("GET /api/admin/hosting-categories", admin)),
      orNull(call("GET /api/admin/promo-codes", admin)),
      orNull(call("GET /api/admin/navigation", admin)),
      orNull(call("GET /api/admin/company-info", admin)),
      orNull(call("GET /api/admin/pages", admin)),
      orNull(call("GET /api/admin/faq", admin)),
      orNull(call("GET /api/admin/site-settings", admin)),
      orNull(call("GET /api/admin/status-monitors", admin)),
      orNull(call("GET /api/admin/incidents", admin)),
      orNull(call("GET /api/admin/maintenance", admin)),
    ]);
  return {
    content: { ...(home ?? {}), ...(terms ? { terms } : {}), ...(privacy ? { privacy } : {}), ...(imprint ? { imprint } : {}) } as TranslatableTexts["content"],
    plans: asList(plans),
    categories: asList(categories),
    promoCodes: asList(promoCodes),
    navigation: asList(navigation),
    company: (company as TranslatableTexts["company"]) ?? null,
    pages: asList(pages),
    faq: asList(faq),
    settings: (settings as TranslatableTexts["settings"]) ?? null,
    statusMonitors: asList(statusMonitors),
    incidents: asList(incidents),
    maintenance: asList(maintenance),
    locations: asList(await locations),
  };
}

export const useTranslatableTexts = () => useApiQuery(translatableTextsKey, fetchTranslatableTexts);
