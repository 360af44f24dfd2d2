import type { CompanyInfoInput } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { useApiMutation, useApiQuery } from "./hooks";

/** The company's details. */
const companyKeys = { all: ["company"] as const };

const fetchCompany = (call: ApiCall) => call("GET /api/admin/company-info", { noCache: true });
const updateCompany = (call: ApiCall, info: CompanyInfoInput) => call("PUT /api/admin/company-info", { body: info });

export const useCompany = () => useApiQuery(companyKeys.all, fetchCompany);
export const useUpdateCompany = () => useApiMutation(updateCompany, [companyKeys.all]);
