import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentBlock, LEGAL_SECTIONS } from "../../../../../common/contracts";
import { useHttp } from "../../api/client";
import type { Http } from "../../api/http";

/** The legal pages (terms, privacy): the public text, saved through the admin content call. */
export type LegalSection = (typeof LEGAL_SECTIONS)[number];

export const legalKeys = { all: ["legal"] as const, page: (page: LegalSection) => ["legal", page] as const };

export const fetchLegal = (http: Http, page: LegalSection) =>
  http<Partial<ContentBlock>>(`/api/content/${page}`, { noCache: true, auth: false });
export const saveLegal = (http: Http, section: LegalSection, title: string, description: string) =>
  http<unknown>("/api/content", { method: "PUT", body: { section, title, description } });

/** One page's text; the key holds the page, so a late answer for the other page never shows here. */
export function useLegalPage(page: LegalSection) {
  const http = useHttp();
  return useQuery({ queryKey: legalKeys.page(page), queryFn: () => fetchLegal(http, page) });
}

export function useSaveLegal() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ page, title, content }: { page: LegalSection; title: string; content: string }) => saveLegal(http, page, title, content),
    onSuccess: (_answer, { page }) => queryClient.invalidateQueries({ queryKey: legalKeys.page(page) }),
  });
}
