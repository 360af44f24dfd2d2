import type { ContactMessage, ContentSection } from "../../../common/contracts";
import { createApiClient } from "./api/client";

/**
 * The calls visitors' pages make, by relative path (the server serves the site and the API from one origin; a
 * build-time VITE_API_URL may point elsewhere). The lists that change often are asked for fresh (no-cache, `_t`).
 */
const { call } = createApiClient({ baseUrl: (import.meta.env?.VITE_API_URL as string | undefined) ?? "" });

export const publicApi = {
  content: (type: ContentSection) => call("GET /api/content/:type", { params: { type } }),
  promoCodes: () => call("GET /api/promo-codes", { noCache: true }),
  systemStatus: () => call("GET /api/system-status", { noCache: true }),
  navigation: () => call("GET /api/navigation"),
  hostingPlans: () => call("GET /api/hosting-plans", { noCache: true }),
  hostingCategories: () => call("GET /api/hosting-categories", { noCache: true }),
  siteInfo: () => call("GET /api/site-info"),
  pageTexts: (lang: string) => call("GET /api/page-texts", { query: { lang } }),
  /** On failure throws an ApiError carrying the server's detail (the form shows it, else a general message). */
  contact: (message: ContactMessage) => call("POST /api/contact", { body: message }),
};
