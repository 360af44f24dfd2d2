import type { Page } from "../../../../common/contracts";
import type { ApiCall } from "../../lib/api/client";
import { asList } from "../lib/asList";
import { useApiQuery } from "./hooks";

/**
 * The site's own pages, as the Pages tab lists them; the navigation editor offers the published ones as links.
 * One query, shared: a page published in one tab is offered in the other at once.
 */
export const pagesKeys = { all: ["pages"] as const };

const fetchPages = (call: ApiCall) => call("GET /api/admin/pages", { noCache: true });

export const usePages = () => useApiQuery(pagesKeys.all, async (call) => asList<Page>(await fetchPages(call)));

/** The address a page has on the website (a link in the menu points at it). */
export const pagePath = (page: Pick<Page, "slug">) => `/${page.slug}`;
