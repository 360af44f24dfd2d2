import type { NavigationItem, NavigationItemInput } from "../../../../../common/contracts";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { isStatus, type Http } from "../../api/http";
import { asList } from "../../lib/asList";

/** The website's navigation menu. */
export const navigationKeys = { all: ["navigation"] as const };

export const fetchNavigation = (http: Http) => http<NavigationItem[]>("/api/navigation", { noCache: true });

/** POST; on 404 PUT to the same path; on 405 POST to the alternative menu path. */
export async function saveNavigation(http: Http, items: NavigationItemInput[]): Promise<unknown> {
  const path = "/api/admin/navigation";
  try {
    return await http(path, { method: "POST", body: items });
  } catch (error) {
    if (isStatus(error, 404)) return http(path, { method: "PUT", body: items });
    if (isStatus(error, 405)) return http("/api/navigation-menu", { method: "POST", body: items });
    throw error;
  }
}

export const useNavigation = () => useApiQuery(navigationKeys.all, async (http) => asList<NavigationItem>(await fetchNavigation(http)));
export const useSaveNavigation = () => useApiMutation(saveNavigation, [navigationKeys.all]);
