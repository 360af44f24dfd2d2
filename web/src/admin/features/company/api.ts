import type { CompanyInfo, CompanyInfoInput } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import type { Http } from "../../api/http";

/** The company's details. */
export const companyKeys = { all: ["company"] as const };

export const fetchCompany = (http: Http) => http<CompanyInfo>("/api/admin/company-info", { noCache: true });
export const updateCompany = (http: Http, info: CompanyInfoInput) => http<CompanyInfo>("/api/admin/company-info", { method: "PUT", body: info });

export const useCompany = () => useApiQuery(companyKeys.all, fetchCompany);
export const useUpdateCompany = () => useApiMutation(updateCompany, [companyKeys.all]);
