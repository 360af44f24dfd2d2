import type { NavigationItem, NavigationItemInput } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { useApiMutation, useApiQuery } from "../../api/hooks";
import { asList } from "../../lib/asList";

/** The website's navigation menu. */
const navigationKeys = { all: ["navigation"] as const };

const fetchNavigation = (call: ApiCall) => call("GET /api/navigation", { noCache: true });

/** Saves the whole menu (older servers: the fallbacks in common/contracts/legacyPaths.ts). */
export const saveNavigation = (call: ApiCall, items: NavigationItemInput[]) => call("PUT /api/admin/navigation", { body: items });

export const useNavigation = () => useApiQuery(navigationKeys.all, async (call) => asList<NavigationItem>(await fetchNavigation(call)));
export const useSaveNavigation = () => useApiMutation(saveNavigation, [navigationKeys.all]);
