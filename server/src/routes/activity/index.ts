import { activityApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentActivity } from "../../presenters/activity";
import { pageOf } from "../../services/submissions";
import type { ApiRouter } from "../apiRouter";

/** The activity log, newest first, with paging and a text filter. */
export function mountActivity(api: ApiRouter, { store }: AppDeps): void {
  api.on(activityApi.list, ({ query }) => {
    const { items, total } = store.activity.query(query);
    return { entries: items.map(presentActivity), pagination: pageOf(query, total) };
  });
}
