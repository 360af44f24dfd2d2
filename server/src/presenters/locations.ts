import type { Location, PublicLocation } from "../../../common/contracts";
import type { Language } from "../../../common/i18n/languages";
import { worstState } from "../../../common/locations";
import { sortLocations } from "../../../common/ordering";
import type { ConnectSources } from "../middleware/securityHeaders";
import type { SiteData, Store } from "../store/types";
import { copyTranslations, inLanguage } from "./locale";
import { monitorStateNow } from "./status";

/** What a location's status is read from: the locations, the monitors' last states and the maintenance windows. */
type StatusData = Pick<SiteData, "locations" | "status_monitors" | "maintenance">;

/** A location as the administrator sees it: every field, named one by one. */
export function presentLocation(location: Location): Location {
  return {
    id: location.id,
    key: location.key,
    name: location.name,
    city: location.city,
    country: location.country,
    latency_url: location.latency_url,
    looking_glass_url: location.looking_glass_url,
    test_ipv4: location.test_ipv4,
    test_ipv6: location.test_ipv6,
    monitors: [...location.monitors],
    order_value: location.order_value,
    display_order: location.display_order,
    translations: copyTranslations(location.translations),
  };
}

/** Every location for the administrator, in their order. */
export function presentLocations(locations: readonly Location[]): Location[] {
  return sortLocations(locations).map(presentLocation);
}

/** Each location's status now (by id): the worst state of its monitors, unknown without any (or none known). */
function locationStates(data: StatusData, now: Date): Map<number, PublicLocation["status"]> {
  const monitors = new Map(data.status_monitors.map((monitor) => [monitor.id, monitor]));
  return new Map(
    data.locations.map((location) => {
      const states = location.monitors.flatMap((id) => {
        const monitor = monitors.get(id);
        return monitor ? [monitorStateNow(monitor, data.maintenance, now)] : [];
      });
      return [location.id, worstState(states)];
    }),
  );
}

/**
 * The locations as visitors see them, in the administrator's order: texts in `language`, no monitors or order
 * value, and each one's status now.
 */
export function publicLocations(data: StatusData, language: Language, now: Date): PublicLocation[] {
  const states = locationStates(data, now);
  return sortLocations(data.locations).map((location) => {
    const texts = inLanguage({ name: location.name, city: location.city, translations: location.translations }, language);
    return {
      id: location.id,
      key: location.key,
      name: texts.name,
      city: texts.city,
      country: location.country,
      latency_url: location.latency_url,
      looking_glass_url: location.looking_glass_url,
      test_ipv4: location.test_ipv4,
      test_ipv6: location.test_ipv6,
      display_order: location.display_order,
      status: states.get(location.id) ?? "unknown",
    };
  });
}

/**
 * The locations' statuses in one string, for cache versions: an answer showing them is made again when any
 * changes (a monitor's state, a maintenance window starting or ending). Remembered per data version and minute, so
 * the hot path reads it from memory.
 */
export function locationStatesClock(): (dataVersion: string, data: () => StatusData, now: Date) => string {
  let key = "";
  let states = "";
  return (dataVersion, data, now) => {
    const at = `${dataVersion}|${now.toISOString().slice(0, 16)}`;
    if (at !== key) {
      const current = data();
      states = current.locations.length === 0 ? "" : [...locationStates(current, now)].map(([id, state]) => `${id}:${state}`).join(",");
      key = at;
    }
    return states;
  };
}

/** The store collections a location's status is read from (with `locations` itself). */
export const LOCATION_STATUS_COLLECTIONS = ["locations", "status_monitors", "maintenance"] as const;

/** The visitor's chosen location: a key one of the locations has (any case), else none. */
export function chosenLocationOf(locations: readonly Pick<Location, "key">[], asked: unknown): string | null {
  if (typeof asked !== "string") return null;
  const key = asked.trim().toLowerCase();
  return key !== "" && locations.some((location) => location.key === key) ? key : null;
}

/** The origins of the locations' latency test addresses, each once: what the CSP's connect-src lets through. */
export function latencyTestOrigins(store: Store): ConnectSources {
  return {
    version: () => store.versionOf(["locations"]),
    origins: () => {
      const origins = store.snapshot().locations.flatMap((location) => {
        if (location.latency_url.trim() === "") return [];
        try {
          return [new URL(location.latency_url).origin];
        } catch {
          return [];
        }
      });
      return [...new Set(origins)];
    },
  };
}
