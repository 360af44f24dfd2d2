import type {
  CompanyInfo,
  ContactMessage,
  ContentBlock,
  ContentSection,
  MediaUrls,
  NavigationItem,
  PublicCategory,
  PublicPlan,
  PublicPromoCode,
  PublicSiteSettings,
  SystemStatus,
} from "../../../common/contracts";
import { CONTACT_ERROR } from "../../../common/contactOutcome";

/** The public API (SPEC §7), called by relative path: the server serves the site and the API (CONTRACT §2). */
const BASE = (import.meta.env?.VITE_API_URL as string | undefined)?.replace(/\/+$/, "") ?? "";

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const NO_CACHE = { "Cache-Control": "no-cache", Pragma: "no-cache" };

async function getJson<T>(path: string, fresh = false): Promise<T> {
  const url = fresh ? `${BASE}${path}${path.includes("?") ? "&" : "?"}_t=${Date.now()}` : `${BASE}${path}`;
  const response = await fetch(url, { headers: { Accept: "application/json", ...(fresh ? NO_CACHE : {}) } });
  if (!response.ok) throw new ApiError(`GET ${path} answered ${response.status}`, response.status);
  return (await response.json()) as T;
}

export const publicApi = {
  content: (type: ContentSection) => getJson<ContentBlock>(`/api/content/${type}`),
  promoCodes: () => getJson<PublicPromoCode[]>("/api/promo-codes", true),
  systemStatus: () => getJson<SystemStatus>("/api/system-status", true),
  navigation: () => getJson<NavigationItem[]>("/api/navigation"),
  hostingPlans: () => getJson<PublicPlan[]>("/api/hosting-plans", true),
  hostingCategories: () => getJson<PublicCategory[]>("/api/hosting-categories", true),
  siteInfo: () => getJson<{ settings: PublicSiteSettings; company: CompanyInfo } & MediaUrls>("/api/site-info"),

  /** POST /api/contact; on failure throws with the server's detail (SPEC §8) or a generic message. */
  async contact(message: ContactMessage): Promise<{ success: boolean; message: string; id: number }> {
    let response: Response;
    try {
      response = await fetch(`${BASE}/api/contact`, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(message),
      });
    } catch {
      throw new ApiError(CONTACT_ERROR, 0);
    }
    const body = (await response.json().catch(() => null)) as { detail?: unknown; message?: string } | null;
    if (!response.ok) {
      const detail = typeof body?.detail === "string" && body.detail ? body.detail : CONTACT_ERROR;
      throw new ApiError(detail, response.status);
    }
    return body as { success: boolean; message: string; id: number };
  },
};

export { CONTACT_ERROR } from "../../../common/contactOutcome";
