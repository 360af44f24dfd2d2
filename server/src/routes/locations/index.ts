import { locationsApi } from "../../../../common/contracts";
import type { AppDeps } from "../../deps";
import { localeOf } from "../../presenters/locale";
import { LOCATION_STATUS_COLLECTIONS, locationStatesClock, presentLocation, presentLocations, publicLocations } from "../../presenters/locations";
import { assertLatencyTestUrl, checkLatencyUrl } from "../../services/latencyUrlCheck";
import { createLocation, deleteLocation, reorderLocations, updateLocation } from "../../services/locations";
import type { ApiRouter } from "../apiRouter";

/** Data-centre locations: the public list (with each one's status now) and the administrator's calls. */
export function mountLocations(api: ApiRouter, { store, config }: AppDeps): void {
  const statesOf = locationStatesClock();
  const origin = new URL(config.publicUrl).origin;

  api.cached(locationsApi.publicList, ({ query }) => {
    const { language } = localeOf(store.snapshot().site_settings, query);
    const now = new Date();
    // Made again when a location's status changes (a monitor's state, a maintenance window starting or ending).
    const states = statesOf(store.versionOf(LOCATION_STATUS_COLLECTIONS), () => store.snapshot(), now);
    return {
      key: `locations:${language}`,
      version: `${store.versionOf(["locations", "site_settings"])}|${states}`,
      build: () => publicLocations(store.snapshot(), language, now),
    };
  });

  api.on(locationsApi.list, () => presentLocations(store.snapshot().locations));

  api.on(locationsApi.create, async ({ body }) => presentLocation(await createLocation(store, body)));

  // Before /:id, so "reorder" and "check-url" are not taken for an id.
  api.on(locationsApi.reorder, async ({ body }) => {
    const updated = await reorderLocations(store, body);
    return { success: true, message: `Order of ${updated} locations saved`, updated };
  });

  api.on(locationsApi.checkUrl, async ({ body }) => {
    assertLatencyTestUrl(body.url);
    return checkLatencyUrl(body.url, { origin });
  });

  api.on(locationsApi.update, async ({ params, body }) => presentLocation(await updateLocation(store, params.id, body)));

  api.on(locationsApi.remove, async ({ params }) => {
    await deleteLocation(store, params.id);
    return { success: true, message: "Location deleted", id: params.id };
  });
}
