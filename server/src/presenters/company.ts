import type { Language } from "../../../common/i18n/languages";
import type { CompanyInfo, PublicCompanyInfo } from "../../../common/contracts";
import { copyTranslations, inLanguage } from "./locale";

export function presentCompany(company: CompanyInfo): CompanyInfo {
  return { ...companyFields(company), translations: copyTranslations(company.translations) };
}

/** The company as visitors' pages see it, its texts in `language`. */
export function presentPublicCompany(company: CompanyInfo, language: Language): PublicCompanyInfo {
  return companyFields(inLanguage(company, language));
}

function companyFields(company: Omit<CompanyInfo, "translations">): PublicCompanyInfo {
  return {
    name: company.name,
    tagline: company.tagline,
    description: company.description,
    contact_email: company.contact_email,
    phone: company.phone,
    founded_year: company.founded_year,
    address: company.address,
    features: [...company.features],
    legal_form: company.legal_form,
    managing_directors: [...company.managing_directors],
    register_court: company.register_court,
    register_number: company.register_number,
    vat_id: company.vat_id,
    supervisory_authority: company.supervisory_authority,
  };
}
