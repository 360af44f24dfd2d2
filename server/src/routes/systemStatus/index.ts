import { systemStatusApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import type { ApiRouter } from "../apiRouter";

/** The status badge's answer, from the latest background read of the status monitor. */
export function mountSystemStatus(api: ApiRouter, { status }: AppDeps): void {
  api.cached(systemStatusApi.get, () => {
    const current = status.current();
    return { key: "system-status", version: `${current.status}:${current.checked_at}:${current.text}`, build: () => current };
  });
}
