import type { DemoRemoved, Overview, SetupItem } from "../../../../../common/contracts";
import type { ApiCall } from "../../../lib/api/client";
import { ALL_QUERIES, useApiMutation, useApiQuery } from "../../api/hooks";

/** The overview (messages, the setup checklist, mail, backups, billing sync, status) and removing the demo content. */
export type { DemoRemoved, Overview, SetupItem };

export const overviewKeys = { all: ["overview"] as const };

const fetchOverview = (call: ApiCall) => call("GET /api/admin/overview", { noCache: true });
const removeDemoContent = (call: ApiCall) => call("POST /api/admin/demo-content/remove");

export const useOverview = () => useApiQuery(overviewKeys.all, fetchOverview);
/** Plans, categories and promo codes go, so everything loads again (the overview with them). */
export const useRemoveDemoContent = () => useApiMutation((call) => removeDemoContent(call), [ALL_QUERIES]);
