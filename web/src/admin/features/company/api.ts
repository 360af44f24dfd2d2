import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CompanyInfo, CompanyInfoInput } from "../../../../../common/schemas";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";

/** The company's details. */
export const companyKeys = { all: ["company"] as const };

export const fetchCompany = (http: Http) => http<CompanyInfo>("/api/admin/company-info", { noCache: true });
export const updateCompany = (http: Http, info: CompanyInfoInput) => http<CompanyInfo>("/api/admin/company-info", { method: "PUT", body: info });

export function useCompany() {
  const http = useHttp();
  return useQuery({ queryKey: companyKeys.all, queryFn: () => fetchCompany(http) });
}

export function useUpdateCompany() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (info: CompanyInfoInput) => updateCompany(http, info),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
