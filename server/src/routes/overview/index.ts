import { overviewApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { presentOverview } from "../../presenters/overview";
import { overviewFacts } from "../../services/overview";
import type { ApiRouter } from "../apiRouter";

/** The admin panel's first screen: messages waiting, the setup checklist, mail, backups, billing sync and status. */
export function mountOverview(api: ApiRouter, { store, status, locationTests }: AppDeps): void {
  api.on(overviewApi.get, async () => presentOverview(await overviewFacts(store, status.current(), locationTests.results())));
}
