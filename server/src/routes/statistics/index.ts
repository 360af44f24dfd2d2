import { statisticsApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { readStatistics, statisticsCsv, statisticsFilename, statisticsRange } from "../../services/statistics";
import { sentByHandler, type ApiRouter } from "../apiRouter";

/**
 * The statistics the server counted: the answer, and its days as CSV. This server's counts not yet written are
 * written first, so what was just counted here is in the answer.
 */
export function mountStatistics(api: ApiRouter, { store, statistics }: AppDeps): void {
  api.on(statisticsApi.get, async ({ query }) => {
    const range = statisticsRange(query, new Date());
    await statistics.flush();
    return readStatistics(store, range);
  });

  api.on(statisticsApi.csv, async ({ query }, ctx) => {
    const range = statisticsRange(query, new Date());
    await statistics.flush();
    const { days } = await readStatistics(store, range);
    ctx.set("Cache-Control", "no-store");
    ctx.set("Content-Disposition", `attachment; filename="${statisticsFilename(range)}"`);
    ctx.type = "text/csv; charset=utf-8";
    ctx.body = statisticsCsv(days);
    return sentByHandler<string>();
  });
}
