import type { PageInput } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { useApiMutation } from "../../api/hooks";
import { pagesKeys } from "../../api/pages";

/** Pages of the site's own: create, change (partly: a switch sends only its field), delete. The list is in api/pages.ts. */
export type PageBody = PageInput & { slug: string; title: string };

const createPage = (call: ApiCall, page: PageBody) => call("POST /api/admin/pages", { body: page });
const updatePage = (call: ApiCall, id: number, page: PageInput) => call("PUT /api/admin/pages/:id", { params: { id }, body: page });
const deletePage = (call: ApiCall, id: number) => call("DELETE /api/admin/pages/:id", { params: { id } });

/** Creates a page (`id` null) or changes the fields sent of one. */
export const useSavePage = () =>
  useApiMutation(
    (call, { id, page }: { id: number | null; page: PageInput }) => (id === null ? createPage(call, page as PageBody) : updatePage(call, id, page)),
    [pagesKeys.all],
  );
export const useDeletePage = () => useApiMutation(deletePage, [pagesKeys.all]);
