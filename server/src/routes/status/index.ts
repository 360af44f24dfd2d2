import { statusApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { localeOf } from "../../presenters/locale";
import { presentPublicStatus, presentStatusMonitors } from "../../presenters/status";
import { saveStatusMonitors } from "../../services/statusMonitors";
import type { ApiRouter } from "../apiRouter";

/** The status page's data, and the monitors it shows. */
export function mountStatus(api: ApiRouter, { store, status }: AppDeps): void {
  api.cached(statusApi.get, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    const now = new Date();
    const checkedAt = status.current().checked_at;
    // Made again each minute (days move on at midnight UTC, maintenance windows start and end), and with every poll.
    const version = `${store.versionOf(["status_monitors", "status_history", "incidents", "maintenance", "site_settings"])}|${now.toISOString().slice(0, 16)}|${checkedAt}`;
    return { key: `status:${language}`, version, build: () => presentPublicStatus(store.snapshot(), language, checkedAt, now) };
  });
  api.on(statusApi.monitors, () => presentStatusMonitors(store.snapshot().status_monitors));
  api.on(statusApi.saveMonitors, async ({ body }) => presentStatusMonitors(await saveStatusMonitors(store, body)));
}
