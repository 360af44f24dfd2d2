import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ContentBlockInput, LEGAL_SECTIONS } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { useCall } from "../../api/client";

/** The legal pages (terms, privacy): the text with its translations, saved through the admin content call. */
export type LegalSection = (typeof LEGAL_SECTIONS)[number];

const legalKeys = { all: ["legal"] as const, page: (page: LegalSection) => ["legal", page] as const };

const fetchLegal = (call: ApiCall, page: LegalSection) => call("GET /api/admin/content/:section", { params: { section: page }, noCache: true });
const saveLegal = (call: ApiCall, section: LegalSection, title: string, description: string, translations: ContentBlockInput["translations"]) =>
  call("PUT /api/content", { body: { section, title, description, translations } });

/** One page's text; the key holds the page, so a late answer for the other page never shows here. */
export function useLegalPage(page: LegalSection) {
  const call = useCall();
  return useQuery({ queryKey: legalKeys.page(page), queryFn: () => fetchLegal(call, page) });
}

export function useSaveLegal() {
  const call = useCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      page,
      title,
      content,
      translations,
    }: {
      page: LegalSection;
      title: string;
      content: string;
      translations: ContentBlockInput["translations"];
    }) => saveLegal(call, page, title, content, translations),
    onSuccess: (_answer, { page }) => queryClient.invalidateQueries({ queryKey: legalKeys.page(page) }),
  });
}
