import { systemStatusApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { sendCached, type ApiRouter } from "../apiRouter";

/** The status badge's answer, from the latest background read of the status monitor. */
export function mountSystemStatus(api: ApiRouter, { cache, status }: AppDeps): void {
  api.on(systemStatusApi.get, (_, ctx) => {
    const current = status.current();
    return sendCached(ctx, cache, "system-status", `${current.status}:${current.checked_at}:${current.text}`, () => current);
  });
}
