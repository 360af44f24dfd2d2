import type {
  CompanyInfo,
  CompanyInfoInput,
  ContentBlock,
  ContentBlockInput,
  NavigationItem,
  NavigationItemInput,
} from "../../../../common/schemas";
import { isStatus, type Http } from "./http";

export type HomepageSection = "hero" | "features" | "about";
export type LegalSection = "terms" | "privacy";
export type WebsiteContent = Record<HomepageSection, Partial<ContentBlock>>;

/** Company info, homepage content, legal pages and navigation, with the fallbacks of SPEC §4/§7. */
export function contentApi(http: Http) {
  return {
    company: () => http<CompanyInfo>("/api/admin/company-info", { noCache: true }),
    updateCompany: (info: CompanyInfoInput) => http<CompanyInfo>("/api/admin/company-info", { method: "PUT", body: info }),

    websiteContent: () => http<WebsiteContent>("/api/admin/website-content", { noCache: true }),
    /** Fallback for one section when the combined call fails. */
    websiteContentSection: (section: HomepageSection) =>
      http<Partial<ContentBlock>>(`/api/website-content/${section}`, { noCache: true }),
    section: (section: HomepageSection) => http<Partial<ContentBlock>>(`/api/admin/content/${section}`, { noCache: true }),
    /** SPEC §4: POST first; on 405 retry with PUT. */
    async saveSection(section: HomepageSection, block: ContentBlockInput): Promise<unknown> {
      const path = `/api/admin/content/${section}`;
      try {
        return await http(path, { method: "POST", body: block });
      } catch (error) {
        if (isStatus(error, 405)) return http(path, { method: "PUT", body: block });
        throw error;
      }
    },

    legal: (section: LegalSection) => http<Partial<ContentBlock>>(`/api/content/${section}`, { noCache: true, auth: false }),
    saveLegal: (section: LegalSection, title: string, description: string) =>
      http<unknown>("/api/content", { method: "PUT", body: { section, title, description } }),

    navigation: () => http<NavigationItem[]>("/api/navigation", { noCache: true }),
    /** SPEC §4: POST; on 404 PUT to the same path; on 405 POST to the alternative menu path. */
    async saveNavigation(items: NavigationItemInput[]): Promise<unknown> {
      const path = "/api/admin/navigation";
      try {
        return await http(path, { method: "POST", body: items });
      } catch (error) {
        if (isStatus(error, 404)) return http(path, { method: "PUT", body: items });
        if (isStatus(error, 405)) return http("/api/navigation-menu", { method: "POST", body: items });
        throw error;
      }
    },
  };
}
